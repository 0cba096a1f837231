import { Container } from '@/components/ui/container';
import { Markdown } from '@/components/ui/markdown';

type ContentPageProps = {
  title: string;
  body: string;
  /** h1 on the site; lower inside the console's preview, whose page has its own h1. */
  heading?: 'h1' | 'h2';
};

/** A dealer's content page (about us, privacy policy, warranty, …): its title and Markdown body. */
export function ContentPage({ title, body, heading: Heading = 'h1' }: ContentPageProps) {
  return (
    <Container className="py-10 sm:py-14">
      <article>
        <Heading className="mb-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</Heading>
        <Markdown source={body} />
      </article>
    </Container>
  );
}
