/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy --all -c stage=dev|prod` (docs/deploy.md). Each
 * stage's settings are in cdk.json. Three stacks per stage: the edge (WAF web ACL and, with a custom
 * domain, its certificate) in us-east-1, CloudFront's region; the game itself in the stage's
 * region (cdk.json), its alarms and dashboard in a stack nested in it; the alarms on CloudFront and WAF
 * in us-east-1, where their metrics are. cdk-nag's
 * AwsSolutions checks and AWS's Control Tower proactive controls (lib/compliance.ts) run on every synth.
 */
import { App, type CfnElement, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ControlTowerChecks, reasonedFindings } from '../lib/compliance';
import { EdgeAlarmsStack } from '../lib/edge-alarms-stack';
import { EdgeStack } from '../lib/edge-stack';
import { GameStack } from '../lib/game-stack';
import { EDGE_REGION } from '../lib/names';
import { giveEveryFunctionAnExpiringLogGroup } from '../lib/helper-log-groups';
import { suppressReviewedFindings } from '../lib/nag-suppressions';
import { stageConfig } from '../lib/stage';
import { checksWanted } from '../lib/synth-options';

export function buildApp(
  app = new App(),
  env: NodeJS.ProcessEnv = process.env,
): { app: App; edge: EdgeStack; game: GameStack; edgeAlarms: EdgeAlarmsStack; controlTower: ControlTowerChecks } {
  // The edge stack's ARNs are strong (export-protected) cross-region references: said explicitly.
  app.node.setContext('@aws-cdk/core:defaultCrossStackReferences', 'strong');
  const stage = stageConfig(app.node, env);
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const { region } = stage;
  const edge = new EdgeStack(app, stage.names.stacks.edge, stage, {
    env: { account, region: EDGE_REGION },
    crossRegionReferences: true,
    terminationProtection: stage.terminationProtection,
    description: `CIPHERWORD ${stage.stage}: CloudFront's WAF web ACL and certificate (us-east-1)`,
  });
  const game = new GameStack(app, stage.names.stacks.game, {
    env: { account, region },
    crossRegionReferences: true,
    terminationProtection: stage.terminationProtection,
    stage,
    webAclArn: edge.webAclArn,
    webAclName: edge.webAclName,
    certificateArn: edge.certificateArn,
    description: `CIPHERWORD ${stage.stage}: daily code-breaking word game`,
  });
  const edgeAlarms = new EdgeAlarmsStack(app, stage.names.stacks.edgeAlarms, {
    env: { account, region: EDGE_REGION },
    crossRegionReferences: true,
    terminationProtection: stage.terminationProtection,
    stage,
    distributionId: game.web.distribution.distributionId,
    webAclName: edge.webAclName,
    description: `CIPHERWORD ${stage.stage}: alarms on CloudFront and WAF (their metrics are in us-east-1)`,
  });
  Tags.of(app).add('app', 'cipherword');
  Tags.of(app).add('stage', stage.stage);
  giveEveryFunctionAnExpiringLogGroup(app, stage.logRetention);
  const logicalId = (resource: { node: { defaultChild?: unknown } }) => game.getLogicalId(resource.node.defaultChild as CfnElement);
  suppressReviewedFindings(
    edge,
    game,
    { siteBucket: logicalId(game.web.bucket), logBucket: logicalId(game.web.logBucket), reminderSender: logicalId(game.reminders.sender) },
    Boolean(stage.customDomain),
  );
  // Kept by the caller: the reasons it applied are what the compliance tests read of this synth's own run.
  const controlTower = new ControlTowerChecks(reasonedFindings(stage));
  if (checksWanted(app.node)) Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }), controlTower);
  return { app, edge, game, edgeAlarms, controlTower };
}

if (require.main === module) buildApp().app.synth();
