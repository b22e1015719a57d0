import { describeFailure } from '@pharma/shared';
import { useId, useState, type ChangeEvent } from 'react';
import type { XliffReport } from '@pharma/shared';
import { importXliff, xliffPath } from './translations-api';

const REPORT_WORDS: Array<[keyof XliffReport, string]> = [
  ['applied', 'translated'],
  ['missing', 'without a translation'],
  ['extra', 'not on the page'],
  ['changedSource', 'translated from an older English text (not taken)'],
  ['invalidMarkup', 'with formatting the English text does not have (not taken)'],
];

/** Export the page in the language for a vendor; import the vendor's file back, with what it did and did not take. */
export function XliffTools({ page, locale, canEdit, onImported }: { page: string; locale: string; canEdit: boolean; onImported: () => void }) {
  const id = useId();
  const [report, setReport] = useState<XliffReport | null>(null);
  const [problem, setProblem] = useState('');
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setProblem('');
      setReport(await importXliff(page, locale, await file.text()));
      onImported();
    } catch (error) {
      setReport(null);
      const failure = describeFailure(error, 'The file could not be read');
      setProblem(failure.detail ? `${failure.message}: ${failure.detail}` : failure.message);
    }
  };
  return (
    <div className="admin-xliff">
      <a className="btn btn-outline btn-small" href={xliffPath(page, locale)} download={`${page}.${locale}.xlf`}>
        <i className="ri-download-2-line" aria-hidden="true" /> Export XLIFF for translators
      </a>
      {canEdit ? (
        <span className="form-field admin-inline-field">
          <label htmlFor={`${id}-file`}>Import a translated XLIFF file</label>
          <input id={`${id}-file`} type="file" accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml" onChange={(event) => void upload(event)} />
        </span>
      ) : null}
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
      {report ? (
        <ul className="admin-xliff-report" aria-label="Import report">
          {REPORT_WORDS.map(([key, words]) => (
            <li key={key}>
              {report[key].length} {report[key].length === 1 ? 'text' : 'texts'} {words}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
