import { Duration } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventField, Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { SnsTopic } from 'aws-cdk-lib/aws-events-targets';
import { FilterPattern } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../lambdas/telemetry/metrics';
import type { StageConfig } from '../stage';
import { BACKUP_JOBS_COMPLETED, BACKUP_JOBS_FAILED } from './monitoring/metrics';
import type { OperationsLog } from './operations-log';

/** AWS Backup's job events, and the states of a job that did not leave a backup or a copy. */
const JOB_EVENTS = ['Backup Job State Change', 'Copy Job State Change'];
export const BACKUP_FAILED_STATES = ['FAILED', 'ABORTED', 'EXPIRED'];

export interface BackupsProps {
  stage: StageConfig;
  table: ITable;
  /** SEV2: each failed job, the day it fails. */
  tickets: ITopic;
  /** Where every job's events are kept for the dashboard, and failures counted for the second-day page. */
  operations: OperationsLog;
}

/**
 * How long each daily backup is kept, here and in the copy: a week. Point-in-time recovery already
 * reaches 35 days back in this account; these are for losing the account, and each day kept costs
 * the table's whole size again (docs/cost.md).
 */
export const BACKUP_KEPT = Duration.days(7);

/**
 * AWS Backup of the game table: a daily backup into the stage's vault, copied to a vault in another
 * account when the stage names one (`backupCopyVaultArn`), so no mistake or intruder in this
 * account can delete every copy. Point-in-time recovery (lib/constructs/game-table.ts) covers the
 * last 35 days to the second; these cover losing the account itself.
 */
export class Backups extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;

  constructor(scope: Construct, id: string, { stage, table, tickets, operations }: BackupsProps) {
    super(scope, id);
    this.vault = new BackupVault(this, 'Vault', { backupVaultName: stage.names.backupVault, removalPolicy: stage.removalPolicy });
    const copyTo = stage.backupCopyVaultArn ? BackupVault.fromBackupVaultArn(this, 'CopyVault', stage.backupCopyVaultArn) : undefined;
    this.plan = new BackupPlan(this, 'Plan', { backupPlanName: `${stage.prefix}-daily`, backupVault: this.vault });
    this.plan.addRule(
      new BackupPlanRule({
        ruleName: 'Daily',
        // 03:00 UTC: after Europe's evening and before its morning, the quietest hour of the cost model.
        scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
        deleteAfter: BACKUP_KEPT,
        copyActions: copyTo ? [{ destinationBackupVault: copyTo, deleteAfter: BACKUP_KEPT }] : [],
      }),
    );
    this.plan.addSelection('Table', { resources: [BackupResource.fromDynamoDbTable(table)] });
    // A backup or copy that failed is found the day it fails, not during the disaster: a ticket
    // (SEV2) with what AWS Backup said, through the stage's ticket topic.
    new Rule(this, 'FailedJobs', {
      ruleName: `${stage.prefix}-backup-jobs-failed`,
      description: 'SEV2: a backup or copy job of the game table failed (docs/runbook.md, backup-failed)',
      eventPattern: {
        source: ['aws.backup'],
        detailType: JOB_EVENTS,
        detail: { state: BACKUP_FAILED_STATES, resourceArn: [table.tableArn] },
      },
      targets: [
        new SnsTopic(tickets, {
          message: RuleTargetInput.fromText(
            `SEV2: AWS Backup: ${EventField.fromPath('$.detail-type')} ${EventField.fromPath('$.detail.state')} ` +
              `for ${EventField.fromPath('$.detail.resourceArn')}: ${EventField.fromPath('$.detail.statusMessage')}. ` +
              `Runbook: ${stage.runbookUrl('backup-failed')}`,
          ),
        }),
      ],
    });
    // Every job of the table, for the dashboard; the failed ones counted by the table's ARN, so a
    // second failed day in a row pages (lib/constructs/monitoring/alarms.ts, backups-failing).
    operations.record('BackupJobs', "The game table's backup and copy jobs, for the on-call dashboard", {
      source: ['aws.backup'],
      detailType: JOB_EVENTS,
      detail: { resourceArn: [table.tableArn] },
    });
    operations.logGroup.addMetricFilter('BackupJobsFailed', {
      filterPattern: FilterPattern.all(
        FilterPattern.stringValue('$.source', '=', 'aws.backup'),
        FilterPattern.any(...BACKUP_FAILED_STATES.map((state) => FilterPattern.stringValue('$.detail.state', '=', state))),
      ),
      metricNamespace: METRICS_NAMESPACE,
      metricName: BACKUP_JOBS_FAILED.metricName,
      metricValue: '1',
      dimensions: { [BACKUP_JOBS_FAILED.dimension]: '$.detail.resourceArn' },
    });
    // The backups that completed, so a day with none is seen (alarms.ts, backups-missing): copies are not backups.
    operations.logGroup.addMetricFilter('BackupJobsCompleted', {
      filterPattern: FilterPattern.all(
        FilterPattern.stringValue('$.source', '=', 'aws.backup'),
        FilterPattern.exists('$.detail.backupJobId'), // a backup job's event (a copy job's has copyJobId)
        FilterPattern.stringValue('$.detail.state', '=', 'COMPLETED'),
      ),
      metricNamespace: METRICS_NAMESPACE,
      metricName: BACKUP_JOBS_COMPLETED.metricName,
      metricValue: '1',
      dimensions: { [BACKUP_JOBS_FAILED.dimension]: '$.detail.resourceArn' },
    });
  }
}
