import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogueListPage } from '@/components/catalogue/catalogue-list-page';
import { ModelCard } from '@/components/catalogue/model-card';
import { getDb } from '@/server/db';
import { loadModelDirectoryPage } from '@/server/catalogue/model-directory-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Models' };

type ModelsPageProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** C-93: the site's model directory, 21 per page, filterable by ?body= (footer links, B-5) and ?make=. */
export default async function ModelsPage({ params, searchParams }: ModelsPageProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const outcome = await loadModelDirectoryPage(await getDb(), site, await searchParams);
  if (outcome.kind === 'not_found') notFound();
  const { data } = outcome;
  return (
    <CatalogueListPage page={data} filterLabel="Model filters">
      {data.models.map((model) => (
        <li key={model.id}>
          <ModelCard model={model} />
        </li>
      ))}
    </CatalogueListPage>
  );
}
