import { findPostalArea, variantExamples, type PostalArea } from '@onboarding/domain';
import { useT, useVariant } from '@onboarding/web-shell';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { TextInput } from '../../../components/ui/text-input';

/**
 * The search by postal code or place: the fallback without a position, and always there. The
 * places are the GeoNames list the domain carries, so nothing leaves the browser.
 */
export function PostalSearch({
  area,
  onFound,
  onShowAll,
}: {
  readonly area: PostalArea | null;
  readonly onFound: (area: PostalArea) => void;
  readonly onShowAll: () => void;
}) {
  const t = useT();
  // The example is a place of the variant's own country (decision 240).
  const variant = useVariant().id;
  const example = variantExamples(variant).postalPlace;
  const [query, setQuery] = useState('');
  const [notFound, setNotFound] = useState<string | null>(null);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = findPostalArea(query, variant);
    if (found === null) {
      setNotFound(query.trim());
      return;
    }
    setNotFound(null);
    onFound(found);
  };

  return (
    <form role="search" className="choose-branch__search" onSubmit={search} noValidate>
      <FormField
        // A fixed id, not React's: the page is rendered as a deferred update (decision 226), and
        // a render interrupted and started again draws a new useId, so the build's two pictures
        // of the step came out with different ids (decision 257). The page has one search.
        id="choose-branch-search"
        label={t('chooseBranch.search.label')}
        hint={t('chooseBranch.search.hint', { code: example.code, place: example.place })}
        className="choose-branch__search-field"
      >
        <TextInput
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="postal-code"
          maxLength={60}
        />
      </FormField>
      <Button type="submit" variant="secondary" className="choose-branch__search-button">
        {t('chooseBranch.search.button')}
      </Button>
      <p className="choose-branch__message choose-branch__search-result" role="status">
        {notFound !== null ? (
          <span className="choose-branch__message--warning">
            {t('chooseBranch.search.notFound', { query: notFound })}
          </span>
        ) : area !== null ? (
          t('chooseBranch.search.sorted', { code: area.code, place: area.place })
        ) : null}
      </p>
      {notFound === null && area !== null ? (
        <Button variant="link" className="choose-branch__show-all" onClick={onShowAll}>
          {t('chooseBranch.search.showAll')}
        </Button>
      ) : null}
    </form>
  );
}
