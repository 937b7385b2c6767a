import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CheckoutSummary } from '../../../contracts/checkout.ts';
import { useApi } from '../../app/api-context.tsx';
import { useScreen } from '../../app/screen-context.tsx';
import { useUser } from '../../app/use-user.ts';
import { Empty, LoadError } from '../../components/screen-states.tsx';
import { AddressSection } from './address-section.tsx';
import { checkoutActions, checkoutQuery, type StoredError } from './checkout-api.ts';
import { initialSections, sectionsReducer, type Section, type SectionState } from './checkout-sections.ts';
import {
  backToCart,
  change,
  nothingToCheckOut,
  pendingNote,
  sectionTitles,
  startingCheckout,
} from './checkout-texts.ts';
import { LoginSection } from './login-section.tsx';
import { PaymentSection } from './payment-section.tsx';
import { PriceDetails } from './price-details.tsx';
import { SummarySection } from './summary-section.tsx';
import s from './checkout.module.css';

// A UPI payment waiting for approval (/checkout/pending?token=&transaction_id=), in its own chunk.
const PendingPayment = lazy(() =>
  import('../../features/payment/pending-payment.tsx').then((m) => ({ default: m.PendingPayment })),
);

/**
 * The checkout page of spec 001 §2 (`/checkout/init`, `/checkout/retry`, `/checkout/pending`): four
 * sections, login, address, order summary and payment, moved by the reducer of spec 001 §4.
 * `/checkout/init` starts the checkout (from the cart, or the buy-now listings of `?eids=`); the
 * other two read the shopper's checkout as it is.
 */
export function CheckoutScreen() {
  const { pathname, search } = useLocation();
  // Another checkout address (a declined payment sent to /checkout/retry, a UPI payment waiting on
  // /checkout/pending) is a new page: a fresh start, a fresh payment token, its own messages.
  return <CheckoutPage key={`${pathname}${search}`} />;
}

function CheckoutPage() {
  const { client, queryClient } = useApi();
  const { flags } = useScreen();
  const { pathname, search } = useLocation();
  const user = useUser();
  const [errors, setErrors] = useState<Partial<Record<string, StoredError>>>({});
  const store = useCallback((e: StoredError) => setErrors((all) => ({ ...all, [e.action]: e })), []);
  const actions = useMemo(() => checkoutActions(client, queryClient, store), [client, queryClient, store]);
  const [sections, dispatch] = useReducer(sectionsReducer, undefined, () =>
    user?.isLoggedIn ? sectionsReducer(initialSections, { type: 'logged-in' }) : initialSections,
  );
  // The first load of the page: /checkout/init starts the checkout, the others read it again.
  const [start, setStart] = useState<'busy' | 'done' | 'failed'>('busy');
  const starting = useRef(false);
  const isInit = pathname.replace(/\/+$/, '') === '/checkout/init';
  // On /checkout/init the summary comes from the init call's answer: reading the checkout while it
  // is being made would ask for one the visitor does not have yet (a 404 in their console).
  const query = useQuery({ ...checkoutQuery(client), enabled: !isInit || start !== 'busy' });

  const begin = useCallback(
    (loginFlow = false) => {
      setStart('busy');
      const run = isInit ? actions.init(new URLSearchParams(search), loginFlow) : query.refetch();
      return run.then(
        () => setStart('done'),
        () => setStart('failed'),
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- query.refetch is stable
    [actions, isInit, search],
  );
  useEffect(() => {
    if (starting.current) return;
    starting.current = true;
    void begin();
  }, [begin]);

  const summary = query.data ?? null;
  const loggedIn = Boolean(user?.isLoggedIn || summary?.loggedIn);
  // A logged-in user-state read (or a verified guest) completes login and opens the address.
  useEffect(() => {
    if (loggedIn && sections.login !== 'COMPLETED') dispatch({ type: 'logged-in' });
  }, [loggedIn, sections.login]);

  // The address cache (stored address errors) resets whenever the checkout changes.
  useEffect(() => {
    setErrors((all) => (all.select || all.save ? { ...all, select: undefined, save: undefined } : all));
  }, [query.dataUpdatedAt]);

  // Spec 001 §4: after the summary loads with exactly one billing address, checkout moves on.
  const autoAdvanced = useRef(false);
  useEffect(() => {
    if (start !== 'done' || !summary || autoAdvanced.current || sections.address !== 'EXPANDED') return;
    autoAdvanced.current = true;
    const only = summary.addressData.billingAddressInfos;
    if (only.length !== 1 || !summary.orderSummary.buyableStateItems.length) return;
    const id = only[0]!.id;
    const selected = summary.addressData.selectedContactId === id ? Promise.resolve() : actions.select(id);
    selected.then(
      () => dispatch({ type: 'advance', from: 'address' }),
      () => undefined,
    );
  }, [start, summary, sections.address, actions]);

  // /checkout/retry (a payment failed or was declined): once the order is ready to pay, the
  // payment section opens at once so the shopper can pay again.
  const isRetry = pathname.replace(/\/+$/, '') === '/checkout/retry';
  const retryOpened = useRef(false);
  useEffect(() => {
    if (!isRetry || retryOpened.current || start !== 'done' || !summary || !loggedIn) return;
    if (!summary.addressData.selectedContactId || !summary.orderSummary.buyableStateItems.length) return;
    // After the automatic advance (one saved address) has opened the summary, or when it will not run.
    const advanced = sections.summary === 'EXPANDED';
    const noAdvance = sections.address === 'EXPANDED' && summary.addressData.billingAddressInfos.length !== 1;
    if (!advanced && !noAdvance) return;
    retryOpened.current = true;
    dispatch({ type: 'change', to: 'payment', override: true });
  }, [isRetry, start, summary, loggedIn, sections.summary, sections.address]);
  const retryReason = isRetry ? (new URLSearchParams(search).get('reason') ?? 'FAILED') : null;

  const onLogin = async () => {
    await queryClient.invalidateQueries({ queryKey: ['user-state'] });
    dispatch({ type: 'logged-in' });
    autoAdvanced.current = false;
    await begin(true);
  };

  const pendingQuery = new URLSearchParams(search);
  const pendingToken = flags.screen === 'checkout-pending' ? pendingQuery.get('token') : null;
  const pendingTransaction = pendingQuery.get('transaction_id');
  if (pendingToken && pendingTransaction)
    return (
      <Frame pending>
        <Suspense fallback={<p aria-busy="true" />}>
          <PendingPayment token={pendingToken} transactionId={pendingTransaction} />
        </Suspense>
      </Frame>
    );

  if (query.isError && !summary)
    return (
      <Frame pending={flags.screen === 'checkout-pending'}>
        <LoadError className={s.state} buttonClassName={s.primary} onRetry={() => void begin()} />
      </Frame>
    );
  if (start === 'failed' && !summary)
    return (
      <Frame pending={flags.screen === 'checkout-pending'}>
        {errors.init?.message && errors.init.code !== 'INTERNAL_ERROR' ? (
          <div className={s.state} role="alert">
            <p>{errors.init.message}</p>
            <a className={s.primary} href="/viewcart">
              {backToCart}
            </a>
          </div>
        ) : (
          <LoadError className={s.state} buttonClassName={s.primary} onRetry={() => void begin()} />
        )}
      </Frame>
    );
  if (!summary) {
    return (
      <Frame pending={flags.screen === 'checkout-pending'}>
        {start === 'busy' ? (
          <div className={s.state} aria-busy="true">
            <p role="status">{startingCheckout}</p>
          </div>
        ) : (
          <Empty className={s.state}>
            {nothingToCheckOut}{' '}
            <a className={s.link} href="/viewcart">
              {backToCart}
            </a>
          </Empty>
        )}
      </Frame>
    );
  }

  const change_ = (to: Section) => () => dispatch({ type: 'change', to });
  const blocked = start === 'busy';
  return (
    <Frame pending={flags.screen === 'checkout-pending'}>
      <div className={s.layout}>
        <ol className={s.sections} aria-busy={blocked || undefined}>
          <CheckoutSection
            step={1}
            id="login"
            state={sections.login}
            done={user?.isLoggedIn ? (user.firstName ?? 'Logged in') : summary.loggedIn ? 'Guest' : undefined}
            onChange={change_('login')}
          >
            <LoginSection
              user={user}
              guest={summary.loggedIn && !user?.isLoggedIn}
              actions={actions}
              onLogin={onLogin}
              onContinue={() => dispatch({ type: 'advance', from: 'login' })}
            />
          </CheckoutSection>
          <CheckoutSection
            step={2}
            id="address"
            state={sections.address}
            done={selectedAddressText(summary)}
            onChange={change_('address')}
          >
            <AddressSection
              // Its choice and open form start from the addresses it first sees: a visitor who logs
              // in here sees the empty list first, then the account's (a new mount, a fresh start).
              key={summary.addressData.billingAddressInfos.length ? 'addresses' : 'none'}
              summary={summary}
              actions={actions}
              error={errors.select}
              onDelivered={() => dispatch({ type: 'advance', from: 'address' })}
            />
          </CheckoutSection>
          <CheckoutSection
            step={3}
            id="summary"
            state={sections.summary}
            done={`${summary.priceSummary.itemCount} Item${summary.priceSummary.itemCount === 1 ? '' : 's'}`}
            onChange={change_('summary')}
          >
            <SummarySection
              summary={summary}
              actions={actions}
              errors={errors}
              onContinue={() => dispatch({ type: 'advance', from: 'summary' })}
            />
          </CheckoutSection>
          <CheckoutSection step={4} id="payment" state={sections.payment} onChange={change_('payment')}>
            <PaymentSection summary={summary} actions={actions} retryReason={retryReason} />
          </CheckoutSection>
        </ol>
        <PriceDetails summary={summary} />
      </div>
    </Frame>
  );
}

function Frame({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div className={s.page} data-screen-ready>
      <h1 className="visually-hidden">Checkout</h1>
      {pending && (
        <p className={s.pending} role="status">
          {pendingNote}
        </p>
      )}
      {children}
    </div>
  );
}

const selectedAddressText = (summary: CheckoutSummary) => {
  const { billingAddressInfos, selectedContactId } = summary.addressData;
  const a = billingAddressInfos.find((x) => x.id === selectedContactId);
  return a
    ? `${a.name}, ${[a.addressLine2, a.addressLine1, a.city].filter(Boolean).join(', ')} - ${a.pincode}`
    : undefined;
};

/** One collapsible section: its number and title, what was chosen once completed, and CHANGE. */
function CheckoutSection({
  step,
  id,
  state,
  done,
  onChange,
  children,
}: {
  step: number;
  id: Section;
  state: SectionState;
  done?: string;
  onChange: () => void;
  children: ReactNode;
}) {
  const expanded = state === 'EXPANDED';
  const heading = useRef<HTMLHeadingElement>(null);
  const wasExpanded = useRef(expanded);
  // Focus follows the section that opens, so keyboard and screen-reader users land in it.
  useEffect(() => {
    if (expanded && !wasExpanded.current) heading.current?.focus();
    wasExpanded.current = expanded;
  }, [expanded]);
  return (
    <li className={s.section} data-section={id} data-state={state}>
      <div className={s.sectionHead} data-open={expanded || undefined}>
        <span className={s.step} aria-hidden="true">
          {step}
        </span>
        <div className={s.sectionTitle}>
          <h2 ref={heading} tabIndex={-1} id={`checkout-${id}`}>
            {sectionTitles[id]}
            {state === 'COMPLETED' && (
              <span className={s.tick} role="img" aria-label="completed">
                ✓
              </span>
            )}
          </h2>
          {state === 'COMPLETED' && done && <p className={s.done}>{done}</p>}
        </div>
        {state === 'COMPLETED' && (
          <button
            type="button"
            className={s.changeButton}
            onClick={onChange}
            aria-label={`${change} ${sectionTitles[id]}`}
          >
            {change}
          </button>
        )}
      </div>
      {expanded && (
        <section className={s.sectionBody} aria-labelledby={`checkout-${id}`}>
          {children}
        </section>
      )}
    </li>
  );
}
