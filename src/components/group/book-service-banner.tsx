import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

/** L-22: the service-booking banner; its link is the header's 'Book a Service' target (B-19). */
export function BookServiceBanner({ href }: { href: string }) {
  return (
    <section aria-labelledby="book-service-heading" className="bg-accent py-8 text-accent-foreground">
      <Container className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Icon name="wrench" className="size-8 shrink-0" />
          <h2 id="book-service-heading" className="text-2xl font-bold tracking-tight">
            BOOK A SERVICE
          </h2>
        </div>
        <ButtonLink href={href} variant="outline" className="bg-background/10 hover:bg-foreground/5">
          Book your service online
        </ButtonLink>
      </Container>
    </section>
  );
}
