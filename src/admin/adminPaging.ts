/** Rows per page of the back office's lists (sent as `page_size`). */
export const ADMIN_PAGE_SIZE = 20;

/** Entries per page of the audit log (short rows: more of them fit). */
export const AUDIT_PAGE_SIZE = 50;

/** Pages needed for `total` rows (at least one, so an empty list reads "page 1 of 1"). */
export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
