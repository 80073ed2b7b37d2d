import { listQuerySchema } from './list-query';

/** `GET /invoices?page=`: newest first, one order. */
export const invoicesQuerySchema = listQuerySchema({});
