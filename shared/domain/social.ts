/**
 * The social networks a creator may link (spec §3) and the sites each link must point to. A link is an https
 * address on the network's domain or one of its subdomains (`www.`, country or short-link hosts such as
 * `sa.linkedin.com`, `vm.tiktok.com`), with a path: the creator's page, not the network's home page.
 */
export const SOCIAL_NETWORKS = {
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
  x: ['x.com', 'twitter.com'],
  tiktok: ['tiktok.com'],
  snapchat: ['snapchat.com'],
} as const satisfies Record<string, readonly string[]>;

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
export const SOCIAL_NETWORK_IDS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** Longer than any real profile address, short enough to keep the record small. */
export const SOCIAL_LINK_MAX_LENGTH = 300;

export function isSocialLink(network: SocialNetwork, value: string): boolean {
  if (value.length > SOCIAL_LINK_MAX_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  const onNetwork = SOCIAL_NETWORKS[network].some((domain) => host === domain || host.endsWith(`.${domain}`));
  return onNetwork && url.pathname.replace(/\/+$/, '').length > 0;
}
