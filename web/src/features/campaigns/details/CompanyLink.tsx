import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';

/** A campaign's company, linked to its public profile; the name isolated, as it may be in the other script. */
export function CompanyLink({ companyId, companyName, ...link }: { companyId: string; companyName: string } & LinkProps) {
  return (
    <Link asChild {...link}>
      <RouterLink to={appPath.company(companyId)}>
        <bdi>{companyName}</bdi>
      </RouterLink>
    </Link>
  );
}
