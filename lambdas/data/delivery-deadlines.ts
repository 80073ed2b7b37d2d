import type { DealParties } from '../../shared/domain/campaign';
import type { DomainEvent } from '../../shared/domain/events';
import type { CompensationView } from '../../shared/domain/results';
import { eventPut } from './events';
import { applicationKey, compensationKey, counterKey, dueDeliveryIndexKey, DUE_DELIVERIES, INDEX, openCompensationIndexKey, openCompensationsCounterName } from './keys';
import { countChange, queryAll, tableName } from './table';
import { cancellationCodes, transactWrite } from './transactions';
import { type DeliveryRefusal, refusalOf, WORKING, WORKING_CONDITION } from './results';
import { deliveryFromItem, companyCheck } from './deliveries';

/** The delivery's window (docs/data-model.md, GSI2): what is due, reminders, overdue marks, and the company's request for compensation. */

/** A delivery still owed, as the due-deliveries index (GSI2) holds it. */
export interface DueDelivery {
  campaignId: string;
  creatorId: string;
  creatorName: string;
  companyId: string;
  campaignTitle: string;
  /** The index's sort key as read: a write conditions on it, so a delivery submitted or revised meanwhile is left alone. */
  dueKey: string;
  dueAt: string;
  remindedDays?: number;
  overdueAt?: string;
}

/** Deliveries due before `until` (the daily run reads those within its reminder horizon, overdue ones included). */
export async function listDueDeliveries(until: string): Promise<DueDelivery[]> {
  const items = await queryAll({
    IndexName: INDEX.dueDeliveries,
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :until',
    ExpressionAttributeValues: { ':pk': DUE_DELIVERIES, ':until': until },
  });
  return items.map((item) => {
    const delivery = deliveryFromItem(item);
    const dueKey = String(item.GSI2SK);
    return {
      campaignId: delivery.campaignId,
      creatorId: delivery.creatorId,
      creatorName: delivery.creatorName,
      companyId: delivery.campaign.companyId,
      campaignTitle: delivery.campaign.campaignTitle,
      dueKey,
      dueAt: dueKey.split('#')[0] ?? '',
      ...(delivery.remindedDays !== undefined ? { remindedDays: delivery.remindedDays } : {}),
      ...(delivery.overdueAt ? { overdueAt: delivery.overdueAt } : {}),
    };
  });
}

/** Records a reminder once per threshold and window, with its event; false when the delivery changed meanwhile. */
export async function recordReminder(due: DueDelivery, daysLeft: number, event: DomainEvent<'delivery.reminder'>): Promise<boolean> {
  return deadlineWrite(due, {
    UpdateExpression: 'SET remindedDays = :days',
    ConditionExpression: 'GSI2SK = :seen AND (attribute_not_exists(remindedDays) OR remindedDays > :days)',
    ExpressionAttributeValues: { ':seen': due.dueKey, ':days': daysLeft },
  }, event);
}

/** Marks a delivery overdue once, with its event; false when it was marked already or changed meanwhile. */
export async function recordOverdue(due: DueDelivery, at: string, event: DomainEvent<'delivery.overdue'>): Promise<boolean> {
  return deadlineWrite(due, {
    UpdateExpression: 'SET overdueAt = :at',
    ConditionExpression: 'GSI2SK = :seen AND attribute_not_exists(overdueAt)',
    ExpressionAttributeValues: { ':seen': due.dueKey, ':at': at },
  }, event);
}

async function deadlineWrite(
  due: DueDelivery,
  update: { UpdateExpression: string; ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> },
  event: DomainEvent,
): Promise<boolean> {
  try {
    await transactWrite([{ Update: { TableName: tableName(), Key: applicationKey(due.campaignId, due.creatorId), ...update } }, eventPut(event)]);
    return true;
  } catch (error) {
    if (cancellationCodes(error).length) return false;
    throw error;
  }
}

/** A request, with the names as they are at it: the admins' queue shows them without reading each campaign. */
export interface CompensationWrite extends DealParties {
  reason: string;
  requestedAt: string;
  /** The facts the admin decides on (issue 12: deadline, submissions), kept as they were at the request. */
  facts: { dueAt: string; round: number; submittedAt?: string; overdueAt?: string };
  event: DomainEvent<'compensation.requested'>;
}

/**
 * Stores a company's request for compensation once per creator and campaign, on condition that the delivery is still
 * owed (in progress or needs revision) and overdue; the admin queue finds it through GSI1 (the money issue decides it).
 */
export async function putCompensationRequest(write: CompensationWrite): Promise<DeliveryRefusal | undefined> {
  const table = tableName();
  const compensation: CompensationView = { status: 'requested', reason: write.reason, requestedAt: write.requestedAt };
  try {
    await transactWrite([
      {
        Put: {
          TableName: table,
          Item: {
            ...compensationKey(write.campaignId, write.creatorId),
            ...openCompensationIndexKey(write.requestedAt, write.campaignId, write.creatorId),
            campaignId: write.campaignId,
            creatorId: write.creatorId,
            companyId: write.companyId,
            campaignTitle: write.campaignTitle,
            companyName: write.companyName,
            creatorName: write.creatorName,
            ...compensation,
            facts: write.facts,
          },
          // Once per delivery; again only after an extension the creator let pass too.
          ConditionExpression: 'attribute_not_exists(PK) OR #status = :extended',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':extended': 'extended' },
        },
      },
      {
        Update: {
          TableName: table,
          Key: applicationKey(write.campaignId, write.creatorId),
          UpdateExpression: 'SET compensation = :compensation',
          ConditionExpression: `${WORKING_CONDITION} AND GSI2SK = :dueKey`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':compensation': compensation, ':dueKey': dueDeliveryIndexKey(write.facts.dueAt, write.campaignId, write.creatorId).GSI2SK, ...WORKING },
        },
      },
      companyCheck(write.campaignId, write.companyId),
      eventPut(write.event),
      // The admins' queue counts its requests, for their home's figures.
      countChange(counterKey(openCompensationsCounterName), 1),
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['results', 'application', 'campaign']);
    if (!refusal) throw error;
    return refusal;
  }
}
