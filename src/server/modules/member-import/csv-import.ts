import Papa from 'papaparse';
import { emailField } from '@shared/schemas/member-fields';
import {
  importHouseField,
  importMemberSchema,
  listedTitle,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportColumnKey,
  type ImportRow,
} from '@shared/schemas/member-import';
import { formError } from '../../lib/http-errors';

/** A member ready to be written, with the row it came from. */
export interface ImportMember {
  row: number;
  firstName: string;
  lastName: string;
  email: string;
  yearLeft: number;
  house: string;
  handicap: number;
  mobile: string;
  title: string | null;
  homePhone: string | null;
  businessPhone: string | null;
  addressLine1: string | null;
  postcode: string | null;
  county: string | null;
  homeClub: string | null;
  society: string | null;
}

export interface ParsedImport {
  rows: ImportRow[];
  members: ImportMember[];
  ignoredColumns: string[];
}

/** Column names as people write them: 'First Name', 'firstName', 'first_name', 'FIRST-NAME' are one column. */
const normalise = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

const ALIASES: Record<ImportColumnKey, string[]> = {
  firstName: ['firstname', 'forename', 'givenname', 'first'],
  lastName: ['lastname', 'surname', 'familyname', 'last'],
  email: ['email', 'emailaddress', 'mail'],
  yearLeft: ['yearleft', 'year', 'leftschool', 'yearleftschool'],
  house: ['house', 'schoolhouse'],
  handicap: ['handicap', 'hcp', 'handicapindex'],
  mobile: ['mobile', 'mobilenumber', 'mobilephone', 'mobileno', 'mobiletelephone'],
  title: ['title'],
  homePhone: ['homephone', 'hometelephone', 'homephonenumber'],
  businessPhone: ['businessphone', 'workphone', 'businesstelephone', 'businessphonenumber'],
  addressLine1: ['addressline1', 'address', 'address1', 'addressline', 'firstlineofaddress'],
  postcode: ['postcode', 'postalcode'],
  county: ['county'],
  homeClub: ['homeclub', 'club', 'clubmemberships', 'golfclub'],
  society: ['society'],
};
const COLUMN_OF = new Map<string, ImportColumnKey>(
  Object.entries(ALIASES).flatMap(([key, names]) => names.map((n) => [n, key as ImportColumnKey])),
);
const LABEL = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.label])) as Record<
  ImportColumnKey,
  string
>;

/**
 * Reads the CSV text and checks every row (spec §5 rules through the shared member-field schemas, plus houses not
 * on the society's list and e-mail addresses repeated in the file or already held by a member; a title not on its
 * list is a warning, not a problem).
 * Problems with the file as a whole (unreadable, no rows, missing columns, too many rows) throw a 400.
 */
export async function parseMemberCsv(
  text: string,
  existingEmails: (emails: string[]) => Promise<Set<string>>,
): Promise<ParsedImport> {
  if (text.trim() === '') throw formError('The file is empty');
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) {
    const row = (quoteError.row ?? 0) + 1;
    throw formError(
      `The file could not be read: a value in quotation marks on row ${row} is never closed. Please check the file and try again`,
    );
  }
  const lines = parsed.data;
  const header = lines[0] ?? [];
  const index = new Map<ImportColumnKey, number>();
  const ignoredColumns: string[] = [];
  header.forEach((name, i) => {
    const key = COLUMN_OF.get(normalise(name));
    if (!key) {
      if (name.trim()) ignoredColumns.push(name.trim());
      return;
    }
    if (index.has(key))
      throw formError(`Two columns of the file are both '${LABEL[key]}'; please remove one`);
    index.set(key, i);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !index.has(c.key)).map((c) => c.label);
  if (missing.length) {
    throw formError(
      `The file has no column for: ${missing.join(', ')}. Its first row must name the columns: ${IMPORT_COLUMNS.filter(
        (c) => c.required,
      )
        .map((c) => c.label)
        .join(', ')} (and, if you have them, ${IMPORT_COLUMNS.filter((c) => !c.required)
        .map((c) => c.label)
        .join(', ')})`,
    );
  }

  const data = lines
    .map((cells, i) => ({ cells, row: i + 1 }))
    .slice(1)
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (data.length === 0) throw formError('The file has column names but no members');
  if (data.length > IMPORT_MAX_ROWS) {
    throw formError(
      `The file has ${data.length.toLocaleString('en-GB')} members; please import at most ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} at a time`,
    );
  }

  const cell = (cells: string[], key: ImportColumnKey) => {
    const i = index.get(key);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };

  const rows: ImportRow[] = [];
  const candidates: (ImportMember | null)[] = [];
  const firstRowOfEmail = new Map<string, number>();
  for (const { cells, row } of data) {
    const problems: string[] = [];
    const raw = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, cell(cells, c.key)])) as Record<
      ImportColumnKey,
      string
    >;
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim())) {
      problems.push(
        `This row has more values than the file has columns (${cells.length} for ${header.length})`,
      );
    }
    // The shared rules, each column's first problem under its label, in the order of the columns.
    const member = importMemberSchema.safeParse(raw);
    const issues = member.error?.issues ?? [];
    for (const { key, label } of IMPORT_COLUMNS) {
      const issue = issues.find((i) => i.path[0] === key);
      if (issue) problems.push(`${label}: ${issue.message}`);
    }
    const email = emailField.safeParse(raw.email).data;
    const warnings: string[] = [];
    if (member.data?.title && !listedTitle(member.data.title))
      warnings.push(
        `Title: '${member.data.title}' is not one of the society's titles; it will be kept as written`,
      );

    if (email) {
      const earlier = firstRowOfEmail.get(email);
      if (earlier !== undefined) problems.push(`Email: the same address as row ${earlier}`);
      else firstRowOfEmail.set(email, row);
    }

    rows.push({
      row,
      firstName: raw.firstName,
      lastName: raw.lastName,
      email: raw.email,
      yearLeft: raw.yearLeft,
      house: member.data?.house ?? importHouseField.safeParse(raw.house).data ?? raw.house,
      handicap: raw.handicap,
      mobile: raw.mobile,
      problems,
      warnings,
    });
    candidates.push(problems.length === 0 && member.data ? { row, ...member.data } : null);
  }

  const taken = await existingEmails([...firstRowOfEmail.keys()]);
  rows.forEach((r, i) => {
    const email = candidates[i]?.email ?? r.email.toLowerCase();
    if (taken.has(email) && firstRowOfEmail.get(email) === r.row) {
      r.problems.push('Email: a member with this address already exists');
      candidates[i] = null;
    }
  });
  return { rows, members: candidates.filter((m): m is ImportMember => m !== null), ignoredColumns };
}
