import { useEffect, useMemo, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { formatHandicap, formatPlus } from '@shared/handicaps';
import type { Entrant, FixtureScores, ScoreCardValues } from '@shared/schemas/fixture-scores';
import { SelectField, TextField } from '@/components/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import {
  cardFormSchema,
  cardSummaryFields,
  emptyCard,
  HOLE_NUMBERS,
  OTHER_GUEST,
  playerKey,
  pointsText,
  runningFigures,
  type CardFormValues,
} from '../lib/card-form';
import { keepDraft, type sessionStore } from '../lib/waiting-cards';
import { CardHoles } from './card-holes';

const ID = 'card';

/** The player select's choices: those still to enter first, then those with a card in (to correct it). */
function playerOptions(entrants: readonly Entrant[]) {
  const label = (e: Entrant) =>
    `${e.name}${e.guestOf ? ` (guest of ${e.guestOf})` : ''}${e.hasCard ? ': card entered' : ''}`;
  return [...entrants.filter((e) => !e.hasCard), ...entrants.filter((e) => e.hasCard)].map((e) => ({
    value: playerKey(e),
    label: label(e),
  }));
}

/**
 * One card, for the manager or results secretary at the bar: who it is for (a player of the fixture, a booked
 * guest or another guest), the Handicap Index (the player's own, filled in when chosen), and the 18 holes; the
 * course and playing handicaps and the points (or strokes) so far, worked by the golf rules as each box is typed.
 * `onSave` sends the card (or keeps it on the phone when there is no signal) and says what happened in `notice`;
 * the form is then empty for the next card. What is typed is kept in the tab's storage until it is saved.
 */
export function CardForm({
  scores,
  store,
  initial,
  title,
  notice,
  onSave,
  pending,
  extraActions,
  formRef,
}: {
  scores: FixtureScores & { scoring: NonNullable<FixtureScores['scoring']> };
  store: ReturnType<typeof sessionStore>;
  initial: CardFormValues;
  title: string;
  notice: ReactNode;
  /** Sends the card; the form empties once it answers (whether sent or kept on the phone). */
  onSave: (body: ScoreCardValues, name: string) => Promise<void>;
  pending: boolean;
  extraActions?: (form: UseFormReturn<CardFormValues, unknown, ScoreCardValues>) => ReactNode;
  /** The screen's hold on the form, to load a card into it. */
  formRef: { current: UseFormReturn<CardFormValues, unknown, ScoreCardValues> | null };
}) {
  const fixtureId = scores.fixtureId;
  const schema = useMemo(() => cardFormSchema(fixtureId), [fixtureId]);
  const { form, summary, problem, submit, field } = useSchemaForm(schema, {
    title,
    fields: cardSummaryFields(ID) as [never, string][],
    defaultValues: initial,
  });
  formRef.current = form;
  const values = useWatch({ control: form.control }) as CardFormValues;
  // What is typed is kept on the phone as it is typed: a reload, or the browser closing the page, loses nothing.
  useEffect(() => {
    const typed = values.player || values.handicapIndex || values.holes?.some((h) => h);
    keepDraft(store, fixtureId, typed ? (values as CardFormValues) : null);
  }, [values, store, fixtureId]);

  const { scoring } = scores;
  const setup = {
    tee: scoring.teeFigures,
    format: scoring.format,
    allowancePercent: scoring.allowancePercent,
  };
  const figures = runningFigures(setup, values.handicapIndex ?? '', values.holes ?? []);
  const stableford = scoring.format === 'stableford';
  const chosen = scores.entrants.find((e) => playerKey(e) === values.player);
  const playerField = field('player');
  // The holes' errors by hole (0 to 17).
  const holesState = form.formState.errors.holes as
    Record<number, { message?: string } | undefined> | undefined;
  const holeErrors = new Map<number, string>();
  for (const hole of HOLE_NUMBERS) {
    const message = holesState?.[hole - 1]?.message;
    if (message) holeErrors.set(hole, message);
  }

  return (
    <SchemaForm
      label="Card"
      className="card-form"
      heading={<h2 id="card-heading">Card</h2>}
      notice={notice}
      onSubmit={submit(async (body) => {
        const name =
          scores.entrants.find(
            (e) =>
              playerKey(e) ===
              playerKey({ memberId: body.memberId ?? null, guestName: body.guestName ?? null }),
          )?.name ??
          body.guestName ??
          'The player';
        await onSave(body, name);
        form.reset(emptyCard());
        keepDraft(store, fixtureId, null);
      })}
      problem={problem}
      summary={summary}
      submitLabel="Save card"
      pending={pending}
      pendingLabel="Saving the card"
      actions={extraActions?.(form)}
      buttonsClassName="card-form__buttons"
    >
      <SelectField
        label="Player"
        placeholder="Choose the player"
        options={[
          ...playerOptions(scores.entrants),
          { value: OTHER_GUEST, label: 'Another guest (type the name)' },
        ]}
        {...playerField}
        onChange={async (e) => {
          await playerField.onChange(e);
          const entrant = scores.entrants.find((x) => playerKey(x) === e.target.value);
          // The player's own index, as the first guess: the one on the card may differ, and wins.
          if (entrant?.handicapIndex !== null && entrant?.handicapIndex !== undefined)
            form.setValue('handicapIndex', formatHandicap(entrant.handicapIndex), { shouldDirty: true });
        }}
      />
      {values.player === OTHER_GUEST && (
        <TextField label="Guest's name" autoComplete="off" {...field('otherGuest')} />
      )}
      {chosen?.hasCard && (
        <p className="card-form__replacing">
          {chosen.name}&apos;s card is in already: saving this one replaces it.
        </p>
      )}
      <TextField
        label="Handicap Index"
        hint="As on the card, such as 12.4; a plus handicap with + first, such as +1.4."
        className="input--short card-form__index"
        autoComplete="off"
        {...field('handicapIndex')}
      />
      <p className="card-form__handicaps">
        {figures ? (
          <>
            Course handicap <strong>{formatPlus(figures.courseHandicap)}</strong>, playing handicap{' '}
            <strong>{formatPlus(figures.playingHandicap)}</strong> ({scoring.allowancePercent} %).
          </>
        ) : (
          'The playing handicap shows once the Handicap Index is in.'
        )}
      </p>
      <CardHoles
        idPrefix={ID}
        tee={scoring.teeFigures}
        stableford={stableford}
        figures={figures}
        register={(name) => form.register(name)}
        errors={holeErrors}
      />
      <p className="card-form__total" aria-live="polite" aria-atomic="true">
        {runningTotal(figures, stableford)}
      </p>
    </SchemaForm>
  );
}

function runningTotal(figures: ReturnType<typeof runningFigures>, stableford: boolean): string {
  if (!figures || figures.holesPlayed === 0)
    return stableford ? 'Total: no points yet' : 'Total: no strokes yet';
  const after =
    figures.holesPlayed === 18
      ? 'for 18 holes'
      : `after ${figures.holesPlayed} ${figures.holesPlayed === 1 ? 'hole' : 'holes'}`;
  if (stableford) return `Total: ${pointsText(figures.pointsTotal)} ${after}`;
  if (figures.net !== null) return `Total: ${figures.grossTotal} strokes, net ${figures.net}`;
  return `Total: ${figures.grossTotal} strokes ${after}`;
}
