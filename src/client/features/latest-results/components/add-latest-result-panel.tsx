import { useRef, useState } from 'react';
import { Banner } from '@/components/banner';
import { ErrorSummary } from '@/components/error-summary';
import { TextField } from '@/components/form-fields';
import { usePageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useFocusWhen } from '@/components/use-focus-when';
import { ApiError } from '@/lib/api-client';
import { firstMessage } from '@/lib/error-reader';
import { addLatestResultSchema } from '@shared/schemas/latest-results';
import { useAddLatestResult } from '../api/add-latest-result';
import '../latest-results.css';

/** Add Latest Result (spec §2 admin area): a required Description and an Add button; 'Result Added'. */
export function AddLatestResultPanel() {
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [added, setAdded] = useState(false);
  const mutation = useAddLatestResult();
  const bannerRef = useRef<HTMLDivElement>(null);
  usePageTitle('Admin: Add Latest Result', !!error || !!failure);

  useFocusWhen(bannerRef, added || failure);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setAdded(false);
    setFailure(undefined);
    const parsed = addLatestResultSchema.safeParse({ description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    mutation.mutate(
      { description: parsed.data.description },
      {
        onSuccess: () => {
          setDescription('');
          setAdded(true);
        },
        onError: (err) => {
          const field = err instanceof ApiError ? firstMessage(err.body, 'description') : undefined;
          if (field) setError(field);
          else setFailure(err.message);
        },
      },
    );
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="add-latest-result-heading">
      <h2 id="add-latest-result-heading">Add Latest Result</h2>
      <div ref={bannerRef} tabIndex={-1}>
        {added && <Banner kind="success" title="Result Added" />}
        {failure && (
          <Banner kind="error" title="Oops! The result could not be added">
            {failure}
          </Banner>
        )}
      </div>
      <ErrorSummary errors={error ? [{ fieldId: 'latest-result-description', message: error }] : []} />
      <TextField
        id="latest-result-description"
        label="Description"
        hint="For example: Spring Meeting 2025: won by J. Smith with 38 points. It shows on the home page."
        value={description}
        required
        aria-required="true"
        maxLength={500}
        error={error}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="button-group">
        <button type="submit" className="button" disabled={mutation.isPending}>
          Add
        </button>
        <Spinner active={mutation.isPending} label="Adding the result" />
      </div>
    </form>
  );
}
