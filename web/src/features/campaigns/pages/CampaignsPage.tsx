import { ExchangeFrame } from '../exchange/ExchangeFrame';
import { Invitations } from '../exchange/Invitations';
import { NewCampaigns } from '../exchange/NewCampaigns';

/** `/campaigns`: the campaigns exchange, on its New campaigns tab, under the creator's open invitations. */
export default function CampaignsPage() {
  return (
    <ExchangeFrame current="new">
      <Invitations />
      <NewCampaigns />
    </ExchangeFrame>
  );
}
