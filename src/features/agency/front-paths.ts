/** Where a company reads one agency: the service detail and the service list link here. */
export const agencyDetailPath = (id: number) => `/front-agencies?id=${id}`;
