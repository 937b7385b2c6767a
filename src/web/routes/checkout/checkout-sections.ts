/**
 * The four checkout sections and their states (spec 001 §4), as a pure reducer: login, address,
 * order summary, payment, each EXPANDED, COLLAPSED or COMPLETED.
 */
export const sections = ['login', 'address', 'summary', 'payment'] as const;
export type Section = (typeof sections)[number];
export type SectionState = 'EXPANDED' | 'COLLAPSED' | 'COMPLETED';
export type Sections = Record<Section, SectionState>;

export type SectionAction =
  /** The section `from` is done: it is completed and the next one expanded. */
  | { type: 'advance'; from: Exclude<Section, 'payment'> }
  /** The shopper (or the screen) opens a section; `override` skips the completed-before check. */
  | { type: 'change'; to: Section; override?: boolean }
  /** A user-state read with a logged-in session. */
  | { type: 'logged-in' }
  | { type: 'reset' };

/** Login expanded, the others collapsed. */
export const initialSections: Sections = {
  login: 'EXPANDED',
  address: 'COLLAPSED',
  summary: 'COLLAPSED',
  payment: 'COLLAPSED',
};

const indexOf = (section: Section) => sections.indexOf(section);
const completedBefore = (state: Sections, section: Section) =>
  sections.slice(0, indexOf(section)).every((s) => state[s] === 'COMPLETED');

/** Earlier sections completed, `target` expanded, later ones collapsed. */
function open(target: Section): Sections {
  const at = indexOf(target);
  const next = { ...initialSections };
  for (const [i, s] of sections.entries()) next[s] = i < at ? 'COMPLETED' : i === at ? 'EXPANDED' : 'COLLAPSED';
  return next;
}

export function sectionsReducer(state: Sections, action: SectionAction): Sections {
  switch (action.type) {
    case 'advance': {
      // Allowed only when the sections before `from` are completed; otherwise back to the start.
      if (!completedBefore(state, action.from)) return initialSections;
      return open(sections[indexOf(action.from) + 1] as Section);
    }
    case 'change': {
      const allowed =
        action.override || (action.to === 'login' ? state.login === 'COMPLETED' : completedBefore(state, action.to));
      return allowed ? open(action.to) : state;
    }
    case 'logged-in':
      return open('address');
    case 'reset':
      return initialSections;
  }
}

/** The section that is open, if any. */
export const expandedSection = (state: Sections): Section | undefined => sections.find((s) => state[s] === 'EXPANDED');
