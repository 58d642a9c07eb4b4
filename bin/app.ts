/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy --all -c stage=dev|prod` (docs/deploy.md). Each
 * stage's settings are in cdk.json. Two stacks per stage: the edge (WAF web ACL and, with a custom
 * domain, its certificate) in us-east-1, CloudFront's region, and the game itself in the deployer's
 * region. cdk-nag's AwsSolutions checks run on every synth.
 */
import { App, type CfnElement, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeStack } from '../lib/edge-stack';
import { GameStack } from '../lib/game-stack';
import { giveEveryFunctionAnExpiringLogGroup } from '../lib/helper-log-groups';
import { suppressReviewedFindings } from '../lib/nag-suppressions';
import { gameRegion, stageConfig } from '../lib/stage';

export function buildApp(app = new App()): { app: App; edge: EdgeStack; game: GameStack } {
  // The edge stack's ARNs are strong (export-protected) cross-region references: said explicitly.
  app.node.setContext('@aws-cdk/core:defaultCrossStackReferences', 'strong');
  const stage = stageConfig(app.node);
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const region = gameRegion();
  const edge = new EdgeStack(app, `Cipherword-${stage.stage}-edge`, stage, {
    env: { account, region: 'us-east-1' },
    crossRegionReferences: true,
    terminationProtection: stage.terminationProtection,
    description: `CIPHERWORD ${stage.stage}: CloudFront's WAF web ACL and certificate (us-east-1)`,
  });
  const game = new GameStack(app, `Cipherword-${stage.stage}`, {
    env: { account, region },
    crossRegionReferences: true,
    terminationProtection: stage.terminationProtection,
    stage,
    webAclArn: edge.webAclArn,
    webAclName: edge.webAclName,
    certificateArn: edge.certificateArn,
    description: `CIPHERWORD ${stage.stage}: daily code-breaking word game`,
  });
  Tags.of(app).add('app', 'cipherword');
  Tags.of(app).add('stage', stage.stage);
  giveEveryFunctionAnExpiringLogGroup(app, stage.logRetention);
  suppressReviewedFindings(edge, game, game.getLogicalId(game.web.bucket.node.defaultChild as CfnElement), Boolean(stage.customDomain));
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, edge, game };
}

if (require.main === module) buildApp().app.synth();
