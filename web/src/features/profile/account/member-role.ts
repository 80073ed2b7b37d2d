/** Members with account settings: creators and companies (admins have none). */
export type MemberRole = 'creator' | 'company';
