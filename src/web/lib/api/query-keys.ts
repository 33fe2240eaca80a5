/**
 * The cache keys of the back office's resources, in one place: a change to one resource
 * refreshes others (a new professional changes the users page and the setup checklist), so the
 * request files name each other's keys without importing each other. Every query of a resource
 * starts with its key, so invalidating the key refreshes them all.
 */
export const businessSettingsQueryKey = ['business-settings'] as const;
export const clientsQueryKey = ['clients'] as const;
export const professionalsQueryKey = ['professionals'] as const;
export const servicesQueryKey = ['services'] as const;
export const usersQueryKey = ['users'] as const;
export const invoicesQueryKey = ['invoices'] as const;
/** The owner's figures: every one of them changes when an appointment does. */
export const dashboardQueryKey = ['dashboard'] as const;
export const reportsQueryKey = ['reports'] as const;
export const commissionsQueryKey = ['commissions'] as const;
/** The counter's comandas: closing one changes the day's list and its register's takings. */
export const comandasQueryKey = ['comandas'] as const;
export const comandaQueryKey = (id: string) => [...comandasQueryKey, 'detail', id] as const;
export const comandaListsQueryKey = [...comandasQueryKey, 'list'] as const;
/**
 * Products and their stock: a purchase, a loss, a count or a comanda's close changes the products'
 * stock and average costs, their movements and the cost of the services' recipes, all under this key.
 */
export const productsQueryKey = ['products'] as const;
/**
 * Packages of sessions (docs/packages.md) and the packages clients bought: a comanda's close uses a
 * client's sessions or sells them a package, so it refreshes everything under this key.
 */
export const packagesQueryKey = ['packages'] as const;
export const clientPackagesQueryKey = (clientId: string) => [...packagesQueryKey, 'client', clientId] as const;
