import { createContext, useContext } from 'react';

/** A partner co-brand variant (spec 000 §1): its logo, store link and tracking pixels. */
export interface Cobrand {
  name: string;
  /** Partner logo shown beside the store's own. */
  logo: string;
  /** Where the partner logo links: the partner's store on the marketplace. */
  storeLink: string;
  storeName: string;
  /** Requested once a page view while the variant is on. */
  pixelTrackingUrl: string;
  /** Requested with the query of every search. */
  searchPixelUrl: string;
}

/** The variant chosen by the server for this visit (docs/decisions/0004-cobrand.md); null for none. */
export const CobrandContext = createContext<Cobrand | null>(null);

export const useCobrand = () => useContext(CobrandContext);
