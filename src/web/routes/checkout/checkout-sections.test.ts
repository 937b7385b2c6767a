import { describe, expect, it } from 'vitest';
import {
  expandedSection,
  initialSections,
  sectionsReducer,
  type SectionAction,
  type Sections,
} from './checkout-sections.ts';

const run = (...actions: SectionAction[]) => actions.reduce<Sections>(sectionsReducer, initialSections);
const atAddress: Sections = { login: 'COMPLETED', address: 'EXPANDED', summary: 'COLLAPSED', payment: 'COLLAPSED' };
const atSummary: Sections = { login: 'COMPLETED', address: 'COMPLETED', summary: 'EXPANDED', payment: 'COLLAPSED' };
const atPayment: Sections = { login: 'COMPLETED', address: 'COMPLETED', summary: 'COMPLETED', payment: 'EXPANDED' };

describe('checkout sections (spec 001 §4)', () => {
  it('starts with login expanded and the others collapsed', () => {
    expect(initialSections).toEqual({
      login: 'EXPANDED',
      address: 'COLLAPSED',
      summary: 'COLLAPSED',
      payment: 'COLLAPSED',
    });
    expect(expandedSection(initialSections)).toBe('login');
  });

  it('advances login → address → order summary → payment, completing each one behind', () => {
    expect(run({ type: 'advance', from: 'login' })).toEqual(atAddress);
    expect(run({ type: 'advance', from: 'login' }, { type: 'advance', from: 'address' })).toEqual(atSummary);
    expect(
      run(
        { type: 'advance', from: 'login' },
        { type: 'advance', from: 'address' },
        { type: 'advance', from: 'summary' },
      ),
    ).toEqual(atPayment);
  });

  it('resets to the initial state when an advance skips a section that is not completed', () => {
    expect(run({ type: 'advance', from: 'address' })).toEqual(initialSections);
    expect(run({ type: 'advance', from: 'summary' })).toEqual(initialSections);
    expect(sectionsReducer(atAddress, { type: 'advance', from: 'summary' })).toEqual(initialSections);
  });

  it('allows an explicit change to a later section only when the sections before it are completed', () => {
    expect(sectionsReducer(initialSections, { type: 'change', to: 'address' })).toBe(initialSections);
    expect(sectionsReducer(atAddress, { type: 'change', to: 'payment' })).toBe(atAddress);
    expect(sectionsReducer(atPayment, { type: 'change', to: 'address' })).toEqual(atAddress);
    expect(sectionsReducer(atPayment, { type: 'change', to: 'summary' })).toEqual(atSummary);
    expect(sectionsReducer(atSummary, { type: 'change', to: 'summary' })).toEqual(atSummary);
  });

  it('allows any explicit change with the override flag: earlier completed, target expanded, later collapsed', () => {
    expect(sectionsReducer(initialSections, { type: 'change', to: 'summary', override: true })).toEqual(atSummary);
    expect(sectionsReducer(initialSections, { type: 'change', to: 'payment', override: true })).toEqual(atPayment);
    expect(sectionsReducer(atPayment, { type: 'change', to: 'login', override: true })).toEqual(initialSections);
  });

  it('changes to login only when login is completed or with the override flag', () => {
    expect(sectionsReducer(atSummary, { type: 'change', to: 'login' })).toEqual(initialSections);
    const loginOpen: Sections = { ...initialSections, summary: 'COMPLETED' };
    expect(sectionsReducer(loginOpen, { type: 'change', to: 'login' })).toBe(loginOpen);
    expect(sectionsReducer(loginOpen, { type: 'change', to: 'login', override: true })).toEqual(initialSections);
  });

  it('completes login and expands address on a logged-in user-state read', () => {
    expect(run({ type: 'logged-in' })).toEqual(atAddress);
    expect(sectionsReducer(atPayment, { type: 'logged-in' })).toEqual(atAddress);
  });

  it('goes back to the initial state on reset', () => {
    expect(sectionsReducer(atPayment, { type: 'reset' })).toEqual(initialSections);
  });
});
