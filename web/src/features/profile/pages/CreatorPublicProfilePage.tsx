import { PublicProfile } from '../components/PublicProfile';

export default function CreatorPublicProfilePage() {
  return <PublicProfile kind="creator" />;
}
