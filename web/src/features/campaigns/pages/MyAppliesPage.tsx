import { useSearchParams } from 'react-router';
import { Applications, applicationsViewOf } from '../exchange/Applications';
import { ExchangeFrame } from '../exchange/ExchangeFrame';

/** `/campaigns/applies`: the exchange's My applies tab, and with `?view=history` its Requests history. */
export default function MyAppliesPage() {
  const [params] = useSearchParams();
  const view = applicationsViewOf(params.get('view'));
  return (
    <ExchangeFrame current={view}>
      <Applications view={view} />
    </ExchangeFrame>
  );
}
