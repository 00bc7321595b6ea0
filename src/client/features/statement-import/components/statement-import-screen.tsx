import { useState } from 'react';
import { formatPence } from '@shared/money';
import type { BalanceRow, PreviewLine, StatementColumns, StatementPreview } from '@shared/schemas/money';
import { Banner, type Notice } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { CsvUploadForm, useCsvUpload } from '@/components/csv-upload-form';
import { useImportStatement } from '../api/import-statement';
import { usePreviewStatement } from '../api/preview-statement';
import { chosenLines, countOf, firstChoices, type Choices } from '../lib/selection';
import { ColumnChoice } from './column-choice';
import { MemberPicker } from './member-picker';
import { StatementLines } from './statement-lines';
import '../statement-import.css';

const TITLE = 'Admin: Import Bank Statement';

/**
 * The treasurer's bank statement: choose the bank's CSV file and check it (nothing is recorded); say which column
 * is which if the site does not know the bank; look over each payment in with its member, choose the member of
 * those it could not match, untick any not to record; then record them.
 */
export function StatementImportScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [message, setMessage] = useState<Notice | null>(null);
  const [picking, setPicking] = useState<PreviewLine | null>(null);
  const check = usePreviewStatement();
  const record = useImportStatement();
  const upload = useCsvUpload({
    title: TITLE,
    fieldId: 'statement-file',
    missing: "Please choose the bank statement's CSV file",
  });

  const show = (answer: StatementPreview) => {
    setPreview(answer);
    setChoices(answer.recognised ? firstChoices(answer.lines) : {});
  };
  const checkWith = async (chosen: File, columns?: StatementColumns) => {
    setMessage(null);
    show(await check.mutateAsync({ file: chosen, columns }));
  };

  const choose = (line: PreviewLine, member: BalanceRow) => {
    setChoices((c) => ({
      ...c,
      [line.lineId]: { memberId: member.memberId, name: member.name, reason: 'chosen', include: true },
    }));
    setPicking(null);
  };
  const tick = (line: PreviewLine, include: boolean) =>
    setChoices((c) => ({ ...c, [line.lineId]: { ...c[line.lineId], include } }));

  const recordChosen = () => {
    if (!preview?.recognised) return;
    record.mutate(
      { lines: chosenLines(preview.lines, choices) },
      {
        onSuccess: (r) => {
          setPreview(null);
          setFile(null);
          upload.form.reset();
          const before = r.alreadyImported.length;
          setMessage({
            kind: 'success',
            title: `${countOf(r.imported, 'payment')} recorded (${formatPence(r.totalPence)})`,
            children:
              before > 0
                ? `${countOf(before, 'line was', 'lines were')} imported before, and not recorded again.`
                : undefined,
          });
        },
        onError: (err) => setMessage({ kind: 'error', title: 'Oops!', children: err.message }),
      },
    );
  };

  return (
    <div className="statement-import">
      <h2>Import Bank Statement</h2>
      <p>
        Download the society account&apos;s statement from the bank&apos;s website as a CSV file (a year at
        most, 2 MB) and choose it here. Each payment in is matched to its member by their payment reference,
        or by name when they owe exactly that amount; payments out are left out.
      </p>
      <p>Checking the file records nothing: you choose what to record. A line is never recorded twice.</p>
      <CsvUploadForm
        upload={upload}
        label="Import Bank Statement"
        fieldLabel="Bank statement (CSV)"
        accept=".csv,.txt,text/csv,text/plain"
        submitLabel="Check statement"
        pending={check.isPending && !preview}
        pendingLabel="Checking the statement"
        onChosen={async (chosen) => {
          setPreview(null);
          setFile(chosen);
          await checkWith(chosen);
        }}
        onChange={() => {
          setPreview(null);
          setMessage(null);
        }}
      />

      <FocusRegion focusOn={message ?? preview} className="statement-import__result">
        {message && <Banner {...message} />}
        {preview && !preview.recognised && file && (
          <ColumnChoice
            key={file.name + file.size + file.lastModified}
            question={preview}
            onChosen={(columns) => checkWith(file, columns)}
          />
        )}
        {preview?.recognised && (
          <StatementLines
            preview={preview}
            choices={choices}
            busy={record.isPending}
            onTick={tick}
            onPick={setPicking}
            onRecord={recordChosen}
          />
        )}
      </FocusRegion>
      <MemberPicker
        line={picking}
        onChoose={(m) => picking && choose(picking, m)}
        onCancel={() => setPicking(null)}
      />
    </div>
  );
}
