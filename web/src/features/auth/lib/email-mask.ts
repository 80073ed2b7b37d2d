/**
 * An e-mail address shown without giving it away, as the forgot-password screen shows where the code went:
 * `noura@domain.com` → `n***@d***.com`.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return maskPart(trimmed);
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const topLevel = dot > 0 ? domain.slice(dot) : '';
  return `${maskPart(local)}@${maskPart(host)}${topLevel}`;
}

function maskPart(part: string): string {
  const first = Array.from(part)[0] ?? '';
  return `${first}***`;
}
