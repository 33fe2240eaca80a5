/** The super admin's queries, under one root so that a publish can refresh them all. */
export const superAdminKeys = {
  all: ['super-admin'] as const,
  publishedContent: ['super-admin', 'published-content'] as const,
  draft: ['super-admin', 'draft'] as const,
  versions: ['super-admin', 'versions'] as const,
  version: (id: string) => ['super-admin', 'versions', id] as const,
  auditLog: (filters: object) => ['super-admin', 'audit-log', filters] as const,
  screenshots: ['super-admin', 'screenshots'] as const,
};
