import { useState } from 'react';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportPreview } from '@shared/schemas/member-import';
import { AdminTable } from '@/components/admin-list/admin-table';
import { Banner, type Notice } from '@/components/banner';
import { usePageTitle } from '@/components/page-head';
import { CsvUploadForm, useCsvUpload } from '@/components/csv-upload-form';
import { FocusRegion } from '@/components/focus-region';
import { useImportMembers, usePreviewImport } from '../api/import-members';
import '../admin-members.css';

const REQUIRED = IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.label);
const OPTIONAL = IMPORT_COLUMNS.filter((c) => !c.required).map((c) => c.label);

const members = (n: number) => (n === 1 ? '1 member' : `${n.toLocaleString('en-GB')} members`);

/** Import Members: choose a CSV file, check it (nothing is written), then import every row or none. */
export function ImportMembersPanel() {
  usePageTitle('Admin: Import Members');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [message, setMessage] = useState<Notice | null>(null);
  const check = usePreviewImport();
  const save = useImportMembers();
  const busy = check.isPending || save.isPending;
  const upload = useCsvUpload({
    title: 'Admin: Import Members',
    fieldId: 'import-file',
    missing: 'Please choose a CSV file to import',
  });

  const doImport = () => {
    if (!file) return;
    save.mutate(file, {
      onSuccess: (r) => {
        setPreview(null);
        setFile(null);
        upload.form.reset();
        setMessage({ kind: 'success', title: 'Import complete', children: r.message });
      },
      onError: (err) => {
        setPreview(null);
        setMessage({ kind: 'error', title: 'Oops!', children: err.message });
      },
    });
  };

  return (
    <div className="import-members">
      <h2>Import Members</h2>
      <p>
        Save the spreadsheet as a CSV file. Its first row must name the columns:{' '}
        <strong>{REQUIRED.join(', ')}</strong>, and if you have them {OPTIONAL.join(', ')}. At most{' '}
        {IMPORT_MAX_ROWS.toLocaleString('en-GB')} members and 1 MB per file.
      </p>
      <p>
        Checking the file changes nothing. The members are only created when you import, all of them or none,
        and each one is sent an e-mail inviting them to set a password (the link works for 14 days).
      </p>
      <CsvUploadForm
        upload={upload}
        label="Import Members"
        fieldLabel="CSV file"
        accept=".csv,text/csv"
        submitLabel="Check file"
        pending={busy}
        pendingLabel={check.isPending ? 'Checking the file' : 'Importing'}
        onChosen={async (chosen) => {
          setMessage(null);
          setPreview(null);
          setFile(chosen);
          setPreview(await check.mutateAsync(chosen));
        }}
        onChange={() => {
          setPreview(null);
          setMessage(null);
        }}
      />

      <FocusRegion focusOn={message ?? preview} className="import-members__result">
        {message && <Banner {...message} />}
        {preview && <PreviewResult preview={preview} busy={busy} onImport={doImport} />}
      </FocusRegion>
    </div>
  );
}

function PreviewResult({
  preview,
  busy,
  onImport,
}: {
  preview: ImportPreview;
  busy: boolean;
  onImport: () => void;
}) {
  const { rows, validCount, problemCount, ignoredColumns } = preview;
  const warned = rows.filter((r) => r.warnings.length > 0).length;
  return (
    <>
      {problemCount > 0 ? (
        <Banner
          kind="error"
          title={`${problemCount === 1 ? '1 row has a problem' : `${problemCount} rows have problems`}`}
        >
          Nothing can be imported until every row is right. Correct the rows below in the spreadsheet, save it
          as CSV again, then choose the file and check it again.
        </Banner>
      ) : (
        <Banner kind="success" title="The file is ready to import">
          {members(validCount)} will be created.
        </Banner>
      )}
      {warned > 0 && (
        <p>
          {warned === 1 ? '1 row has a warning' : `${warned} rows have warnings`}: it does not stop the
          import. Read them below, in the Problems column.
        </p>
      )}
      {ignoredColumns.length > 0 && (
        <p>
          These columns are not used and will be ignored: <strong>{ignoredColumns.join(', ')}</strong>
        </p>
      )}
      {problemCount === 0 && (
        <div className="button-group">
          <button type="button" className="button" onClick={onImport} disabled={busy}>
            Import {members(validCount)}
          </button>
        </div>
      )}
      <AdminTable
        rows={rows.map((r) => ({ ...r, id: r.row }))}
        empty={null}
        className="import-table"
        caption={`${rows.length === 1 ? '1 row' : `${rows.length} rows`} in the file${
          problemCount > 0 ? `, ${problemCount} with problems` : ''
        }`}
        rowClassName={(r) => (r.problems.length ? 'import-table__bad' : undefined)}
        columns={[
          { label: 'Row', cell: (r) => r.row },
          { label: 'Name', cell: (r) => `${r.firstName} ${r.lastName}`.trim() },
          { label: 'Email', cell: (r) => r.email, className: 'cell-email' },
          { label: 'Year Left', cell: (r) => r.yearLeft },
          { label: 'House', cell: (r) => r.house },
          {
            label: 'Problems',
            cell: (r) =>
              r.problems.length + r.warnings.length === 0 ? (
                'None'
              ) : (
                <ul className="import-table__problems">
                  {r.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                  {r.warnings.map((w) => (
                    <li key={w} className="import-table__warning">
                      Warning: {w}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </>
  );
}
