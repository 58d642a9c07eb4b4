/**
 * The CDK app: `npx cdk synth` / `npm run deploy` (-c stage=dev|prod, see docs/deploy.md).
 * Two stacks per stage: the WAF web ACL in us-east-1 (CloudFront's rule) and the game itself in the
 * deployer's region. cdk-nag's AwsSolutions checks run on every synth.
 */
import { App, type CfnElement, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeStack } from '../lib/edge-stack';
import { GameStack } from '../lib/game-stack';
import { suppressReviewedFindings } from '../lib/nag-suppressions';
import { stageConfig } from '../lib/stage';

export function buildApp(app = new App()): { app: App; edge: EdgeStack; game: GameStack } {
  // The edge stack's ACL ARN is a strong (export-protected) cross-region reference: said explicitly.
  app.node.setContext('@aws-cdk/core:defaultCrossStackReferences', 'strong');
  const stage = stageConfig(app.node);
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const region = process.env.CDK_DEFAULT_REGION ?? process.env.AWS_REGION ?? 'eu-west-1';
  const edge = new EdgeStack(app, `Cipherword-${stage.stage}-edge`, stage, {
    env: { account, region: 'us-east-1' },
    crossRegionReferences: true,
    description: `CIPHERWORD ${stage.stage}: CloudFront WAF web ACL (us-east-1)`,
  });
  const game = new GameStack(app, `Cipherword-${stage.stage}`, {
    env: { account, region },
    crossRegionReferences: true,
    stage,
    webAclArn: edge.webAclArn,
    description: `CIPHERWORD ${stage.stage}: daily code-breaking word game`,
  });
  Tags.of(app).add('app', 'cipherword');
  Tags.of(app).add('stage', stage.stage);
  suppressReviewedFindings(edge, game, game.getLogicalId(game.web.bucket.node.defaultChild as CfnElement));
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, edge, game };
}

if (require.main === module) buildApp().app.synth();
