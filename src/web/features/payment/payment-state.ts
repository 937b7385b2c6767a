/**
 * The payment step's state of spec 001 §3-§4 as a pure reducer: the selected option (mainOption,
 * emiCard), offerSequenceNumber and the adjustments of the latest instrument check, the EMI choice
 * (selectedBank, selectedTenure, selectedSection), and the async states of pay, wallet and
 * pay-with-details, the EMI credit card check and the EMI cards list.
 */
export type AsyncStatus = 'INIT' | 'LOADING' | 'SUCCESS' | 'ERROR';
export interface Async<T = unknown> {
  status: AsyncStatus;
  data?: T;
  error?: string;
}
const idle: Async<never> = { status: 'INIT' };

/** One offer or charge an instrument check or an EMI scheme applies, in paise (negative lowers the amount). */
export interface Adjustment {
  id: string;
  description: string;
  amount: number;
}

export interface EmiChoice {
  selectedBank: string | null;
  selectedTenure: number | null;
  /** The EMI section the bank was chosen in (EMI_CREDIT, or 'preapproved' ...). */
  selectedSection: string | null;
}

export interface PaymentState {
  /** The instrument code chosen (CREDIT, SAVED_CARD, NET_OPTIONS, ...), or null before a choice. */
  mainOption: string | null;
  /** The card paying an EMI (a saved card's id, or 'new'). */
  emiCard: string | null;
  offerSequenceNumber: number;
  /** The adjustments shown now, from the latest successful check or the EMI tenure's scheme. */
  adjustments: Adjustment[];
  instrumentCheck: Async;
  emi: EmiChoice;
  emiCreditCheck: Async;
  emiCards: Async;
  pay: Async;
  wallet: Async;
  payWithDetails: Async;
}

export const initialPaymentState: PaymentState = {
  mainOption: null,
  emiCard: null,
  offerSequenceNumber: 0,
  adjustments: [],
  instrumentCheck: idle,
  emi: { selectedBank: null, selectedTenure: null, selectedSection: null },
  emiCreditCheck: idle,
  emiCards: idle,
  pay: idle,
  wallet: idle,
  payWithDetails: idle,
};

export type MoneyCall = 'pay' | 'wallet' | 'payWithDetails';

export type PaymentAction =
  | { type: 'select-option'; mainOption: string | null }
  | { type: 'select-emi-card'; emiCard: string | null }
  /** A check was sent with this sequence number (the caller took it from `nextSequence`). */
  | { type: 'check-sent'; seq: number; emi?: boolean }
  | { type: 'check-answered'; seq: number; adjustments: Adjustment[]; data?: unknown; emi?: boolean }
  | { type: 'check-failed'; seq: number; error: string; emi?: boolean }
  | { type: 'emi-bank'; bank: string | null; section: string | null }
  | { type: 'emi-tenure'; tenure: number | null; schemeAdjustments: Adjustment[] }
  | { type: 'emi-cards'; status: AsyncStatus; data?: unknown; error?: string }
  | { type: 'money'; call: MoneyCall; status: AsyncStatus; data?: unknown; error?: string }
  | { type: 'reset' };

/** The sequence number the next instrument check carries. */
export const nextSequence = (state: PaymentState) => state.offerSequenceNumber + 1;

/** Spec 001 §4: pay, wallet and pay-with-details reset whenever the option or the EMI card changes. */
function resetMoney(state: PaymentState): PaymentState {
  return { ...state, pay: idle, wallet: idle, payWithDetails: idle };
}

export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case 'select-option':
      if (action.mainOption === state.mainOption) return state;
      // Offers of the card typed for another option do not follow the shopper to this one.
      return { ...resetMoney(state), mainOption: action.mainOption, adjustments: [], instrumentCheck: idle };
    case 'select-emi-card':
      if (action.emiCard === state.emiCard) return state;
      return { ...resetMoney(state), emiCard: action.emiCard };
    case 'check-sent': {
      // Each check increments the number; answers to any earlier number are stale from now on.
      const seq = Math.max(action.seq, state.offerSequenceNumber + 1);
      const loading: Async = { status: 'LOADING' };
      return action.emi
        ? { ...state, offerSequenceNumber: seq, emiCreditCheck: loading }
        : { ...state, offerSequenceNumber: seq, instrumentCheck: loading };
    }
    case 'check-answered': {
      if (action.seq !== state.offerSequenceNumber) return state;
      const done: Async = { status: 'SUCCESS', data: action.data };
      return action.emi
        ? { ...state, adjustments: action.adjustments, emiCreditCheck: done }
        : { ...state, adjustments: action.adjustments, instrumentCheck: done };
    }
    case 'check-failed': {
      if (action.seq !== state.offerSequenceNumber) return state;
      const failed: Async = { status: 'ERROR', error: action.error };
      return action.emi ? { ...state, emiCreditCheck: failed } : { ...state, instrumentCheck: failed };
    }
    case 'emi-bank':
      if (action.bank === state.emi.selectedBank && action.section === state.emi.selectedSection) return state;
      // Spec 001 §4: a new bank resets the EMI credit card check and the EMI cards list.
      return {
        ...state,
        emi: { selectedBank: action.bank, selectedSection: action.section, selectedTenure: null },
        emiCreditCheck: idle,
        emiCards: idle,
        adjustments: [],
      };
    case 'emi-tenure':
      // A new tenure request resets the EMI cards; the tenure's scheme adjustments apply.
      return {
        ...state,
        emi: { ...state.emi, selectedTenure: action.tenure },
        emiCards: idle,
        adjustments: action.schemeAdjustments,
      };
    case 'emi-cards':
      return { ...state, emiCards: { status: action.status, data: action.data, error: action.error } };
    case 'money':
      return { ...state, [action.call]: { status: action.status, data: action.data, error: action.error } };
    case 'reset':
      return initialPaymentState;
  }
}

/** What the shopper pays after the adjustments shown (never below 0). */
export const payableAfter = (amount: number, adjustments: readonly Adjustment[]) =>
  Math.max(0, amount + adjustments.reduce((sum, a) => sum + a.amount, 0));
