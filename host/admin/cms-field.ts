/**
 * A field of Decap's configuration (the subset we write): the record collections (cms-config.ts),
 * the pages collection (page-collection.ts) and the site collection (site-collection.ts) build them.
 */
export interface CmsField {
  label: string;
  name: string;
  widget: 'string' | 'text' | 'object' | 'list' | 'hidden' | 'datetime' | 'select' | 'file' | 'number' | 'boolean';
  required: boolean;
  hint?: string;
  fields?: CmsField[];
  options?: readonly string[];
  date_format?: string;
  time_format?: false;
  format?: string;
  pattern?: [string, string];
  collapsed?: boolean;
  /** A list's single field (a list of texts), or its item types keyed by `typeKey` (host/admin/page-collection.ts). */
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  allow_add?: boolean;
  allow_remove?: boolean;
  allow_reorder?: boolean;
  /** A number widget's stored type (Decap stores text otherwise). */
  value_type?: 'int';
}
