import middy from '@middy/core';
import { invoke, lambdaContext } from '../../scripts/local/lambda-runtime';

type Observability = typeof import('../../lambdas/core/observability');

/** The CloudWatch embedded metric format record Metrics prints at the end of an invocation, as on Lambda. */
interface EmfRecord {
  _aws: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string; Unit: string }[] }[] };
  [metric: string]: unknown;
}

describe('business metrics', () => {
  let observability: Observability;

  beforeAll(() => {
    // Dev mode (the tests, the local stack) prints no metrics; here they are printed as on Lambda, to be read back.
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    observability = jest.requireActual<Observability>('../../lambdas/core/observability');
  });

  afterEach(() => jest.restoreAllMocks());

  async function recordsOf(...events: Parameters<Observability['countEvent']>[0][]): Promise<EmfRecord[]> {
    // The same spy when one test calls this twice: only this invocation's lines are read.
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    log.mockClear();
    const handler = middy(async () => {
      for (const event of events) observability.countEvent(event);
    }).use(observability.observability());
    await invoke(handler, {}, lambdaContext('payments'));
    return log.mock.calls.map(([line]) => JSON.parse(String(line)) as EmfRecord);
  }

  it.each(['CampaignPublished', 'ApplicationSubmitted', 'ApplicantAccepted'] as const)('flushes a counted %s once, as a count of 1', async (event) => {
    const records = await recordsOf(event);
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record?._aws.CloudWatchMetrics).toEqual([
      { Namespace: observability.METRICS_NAMESPACE, Dimensions: [['service']], Metrics: [{ Name: event, Unit: 'Count' }] },
    ]);
    expect(record?.[event]).toBe(1);
  });

  it('prints nothing, not even a warning, for an invocation that counted no event', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await recordsOf()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the counts of one invocation out of the next one', async () => {
    await recordsOf('ApplicationSubmitted');
    const [record] = await recordsOf('ApplicantAccepted');
    expect(record).not.toHaveProperty('ApplicationSubmitted');
    expect(record?.ApplicantAccepted).toBe(1);
  });
});
