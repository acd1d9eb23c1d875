// The tenancy module's face: the companies of a park (settlecompany), moving them into rooms and out of the park,
// and the audited versions of their records.
export { tenancyRoutes } from './routes';
// The company list's filters, shared with the company export (selectFeild-export exports what the list shows).
export { companyWhere, mineCondition, type CompanyFilter } from './list-queries';
