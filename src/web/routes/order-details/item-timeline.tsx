import type { ProgressStep } from '../../../contracts/orders.ts';
import { safeHref } from '../../features/orders/order-actions.ts';
import { buildTimeline } from '../../features/orders/progress-timeline.ts';
import { stepStateText, timelineLabel } from '../../features/orders/orders-texts.ts';
import { fill } from '../../texts.ts';
import s from './order-details.module.css';

/** A kebab-case class of the stylesheet as the CSS module names it (camelCaseOnly). */
export const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * An item's progress timeline, arranged by the rules of spec 001 §4 (progress-timeline.ts): an
 * ordered list of steps, each with its state in words for screen readers, the current one marked
 * `aria-current="step"`, and each step's events (date, remark, link). A not-applicable step is
 * greyed, not struck through: the spec counts a step not reached yet (INACTIVE) as not applicable,
 * and a struck-through 'Delivered' on a live order reads as if it never will be. Its events still
 * show (the Delivered step's 'Expected by' date) unless their remark is 'NA'.
 */
export function ItemTimeline({ steps, title }: { steps: ProgressStep[]; title: string }) {
  const timeline = buildTimeline(steps);
  if (!timeline.steps.length) return null;
  return (
    <ol className={s.timeline} aria-label={fill(timelineLabel, { title })} data-current={timeline.current ?? ''}>
      {timeline.steps.map(({ step, state, isCurrent }, index) => (
        <li
          key={`${step.groupName}-${index}`}
          className={`${s.step} ${s[camel(`step-${state}`)] ?? ''}`}
          data-step={step.groupName}
          data-state={state}
          aria-current={isCurrent ? 'step' : undefined}
        >
          <span className={s.stepDot} aria-hidden="true" />
          <span className={s.stepName}>
            {step.groupName}
            <span className="visually-hidden">, {stepStateText[state]}</span>
          </span>
          {step.children.some(
            (c) => c.eventDateText || (c.eventRemark && c.eventRemark !== 'NA') || c.progressStepInfoList.length,
          ) && (
            <ul className={s.events}>
              {step.children.map((event, i) => (
                <li key={`${event.eventName}-${i}`}>
                  {event.eventDateText && (
                    <time dateTime={event.eventDate ?? undefined} className={s.eventDate}>
                      {event.eventDateText}
                    </time>
                  )}
                  {event.eventRemark && event.eventRemark !== 'NA' && (
                    <span className={s.eventRemark}>{event.eventRemark}</span>
                  )}
                  {safeHref(event.eventLink) && (
                    <a href={safeHref(event.eventLink) ?? undefined} className={s.eventLink}>
                      {event.eventLinkText || event.eventLink}
                    </a>
                  )}
                  {event.progressStepInfoList.map((info) => (
                    <span key={info} className={s.eventInfo}>
                      {info}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
