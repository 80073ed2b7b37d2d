import { PublicProfile } from '../components/PublicProfile';

export default function CompanyPublicProfilePage() {
  return <PublicProfile kind="company" />;
}
