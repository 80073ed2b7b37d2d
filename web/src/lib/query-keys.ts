/**
 * The first part of every cached read's key, one per kind of data. Features build their keys under these roots
 * (`['campaigns', 'detail', id]`), so a change in one feature can refresh what another shows without importing it:
 * an apply on the exchange invalidates `campaigns` and `dashboard`, and the dashboard's lists follow.
 */
export const QUERY_ROOTS = {
  campaigns: 'campaigns',
  dashboard: 'dashboard',
  cards: 'cards',
  invoices: 'invoices',
  bankAccounts: 'bankAccounts',
  profiles: 'profiles',
  licences: 'licences',
  notifications: 'notifications',
  chat: 'chat',
  covering: 'covering',
  compensations: 'compensations',
  shippingProblems: 'shippingProblems',
  transactions: 'transactions',
  earnings: 'earnings',
  favourites: 'favourites',
  library: 'library',
} as const;

