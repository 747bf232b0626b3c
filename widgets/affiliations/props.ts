import type { AffiliatedLogo } from '../../data/schema/home';
import type { WidgetProps } from '../core/definitions';

/** The props <Affiliations> receives: its data. */
export type AffiliationsProps = WidgetProps<{}, AffiliatedLogo[]>;
