import { AttributeType, Billing, ProjectionType, StreamViewType, TableV2, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEY, TABLE_STREAM_VIEW, TABLE_TTL_ATTRIBUTE } from '../../lambdas/data/table-definition';
import type { StageSettings } from '../stage';

export interface DataProps {
  settings: StageSettings;
}

const stringKey = (name: string): Attribute => ({ name, type: AttributeType.STRING });

/** The single table of docs/data-model.md, with the same keys and indexes the local stack creates. */
export class Data extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, { settings }: DataProps) {
    super(scope, id);
    this.table = new TableV2(this, 'Table', {
      partitionKey: stringKey(TABLE_KEY.partitionKey),
      sortKey: stringKey(TABLE_KEY.sortKey),
      globalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        ...(index.include ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.include] } : { projectionType: ProjectionType.ALL }),
      })),
      timeToLiveAttribute: TABLE_TTL_ATTRIBUTE,
      dynamoStream: StreamViewType[TABLE_STREAM_VIEW],
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: settings.deletionProtection,
      removalPolicy: settings.removalPolicy,
    });
  }
}
