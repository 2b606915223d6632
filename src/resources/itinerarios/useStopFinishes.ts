import { replayGroup } from '../../offline/outboxItem';
import type { OutboxItem } from '../../offline/outboxItem';
import { finishPath } from '../../offline/ui/describeItem';
import { useOutbox } from '../../offline/useOutbox';

/** What the outbox holds of a stop's finish: waiting to be sent (the stop reads finished then), or refused by the server. */
export interface StopFinish {
  /** When the waiting finish says the stop was finished. */
  waitingAt?: string;
  refused?: OutboxItem;
}

/**
 * The finishes of a day's stops the server has not accepted, by stop (issue 19, and issue 28 for
 * the refused ones): the latest write of each stop wins, so a corrected finish hides the refused one.
 */
export const useStopFinishes = (itinerario: string | undefined) => {
  const { pending, items } = useOutbox();
  const byPath = new Map(pending.filter((i) => replayGroup(i) === 'finish').map((i) => [i.path, i]));
  const of = (stopId: string): StopFinish => {
    const item = itinerario ? byPath.get(finishPath(itinerario, stopId)) : undefined;
    if (!item) return {};
    if (item.state === 'refused') return { refused: item };
    const at = (item.body as { finalizado_em?: unknown } | undefined)?.finalizado_em;
    return { waitingAt: typeof at === 'string' ? at : item.capturedAt };
  };
  return { of, items };
};
