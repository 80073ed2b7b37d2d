import { ExchangeFrame } from '../exchange/ExchangeFrame';
import { NewCampaigns } from '../exchange/NewCampaigns';

/** `/campaigns`: the campaigns exchange, on its New campaigns tab. */
export default function CampaignsPage() {
  return (
    <ExchangeFrame current="new">
      <NewCampaigns />
    </ExchangeFrame>
  );
}
