'use client';

import { useState, type FormEvent } from 'react';
import { PAGE_BODY_MAX, type PageSettings } from '@/domain/console/settings/page';
import { DraftTextField } from './draft-text-field';
import { SaveDraftButton } from './save-draft-button';
import { useSettingsDraft } from './use-settings-draft';
import { LiveControls } from '@/components/ui/live-controls';

/** A content page's form: title, address, Markdown text, search description and whether buyers see it. */
export function PageForm({ section, initial }: { section: string; initial: PageSettings }) {
  const [title, setTitle] = useState(initial.title);
  const [slug, setSlug] = useState(initial.slug);
  const [body, setBody] = useState(initial.body);
  const [metaDescription, setMetaDescription] = useState(initial.metaDescription ?? '');
  const [isPublished, setPublished] = useState(initial.isPublished);
  const draft = useSettingsDraft(section);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void draft.save({ title, slug, body, metaDescription, isPublished });
  };
  return (
    <form onSubmit={submit} noValidate className="max-w-3xl">
      <LiveControls className="space-y-4">
        <DraftTextField
          id="page-title"
          label="Title"
          error={draft.errorAt('title')}
          value={title}
          onChange={setTitle}
          maxLength={120}
        />
        <DraftTextField
          id="page-slug"
          label="Address"
          hint="Lower-case words joined by hyphens, like about-us. The page is at /pages/{address}; the spec’s own pages (about-us, privacy-policy, …) keep their short address."
          error={draft.errorAt('slug')}
          value={slug}
          onChange={setSlug}
          maxLength={100}
        />
        <DraftTextField
          id="page-body"
          label="Text"
          hint="Markdown: ## for a heading, **bold**, - for a list, [words](https://…) for a link."
          error={draft.errorAt('body')}
          value={body}
          onChange={setBody}
          maxLength={PAGE_BODY_MAX}
          rows={16}
        />
        <DraftTextField
          id="page-meta"
          label="Description for search engines (optional)"
          error={draft.errorAt('metaDescription')}
          value={metaDescription}
          onChange={setMetaDescription}
          maxLength={300}
          rows={2}
        />
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={isPublished}
            onChange={(event) => setPublished(event.target.checked)}
            className="size-4"
          />
          Show this page to buyers
        </label>
        <SaveDraftButton busy={draft.busy} error={draft.error} done={draft.done} />
      </LiveControls>
    </form>
  );
}
