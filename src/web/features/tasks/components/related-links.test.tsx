import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RelatedLinks } from './related-links.tsx';

describe('RelatedLinks', () => {
  it('shows nothing when the task draws on nothing', () => {
    const { container } = render(<RelatedLinks items={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links each e-mail, meeting and file to its section of the week, named by its kind', () => {
    render(
      <RelatedLinks
        items={[
          { section: 'inbox', id: 'e1', label: 'Re: Harbour Foods margins' },
          { section: 'meetings', id: 'm1', label: 'Harbour Foods call' },
          { section: 'files', id: 'f1', label: 'harbour-model.xlsx' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'What this task draws on' });
    expect(within(nav).getByRole('heading', { name: 'Draws on' })).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['E-mail: Re: Harbour Foods margins', '#inbox'],
      ['Meeting: Harbour Foods call', '#meetings'],
      ['File: harbour-model.xlsx', '#files'],
    ]);
    expect(
      within(nav).getByRole('link', { name: 'Meeting: Harbour Foods call' }),
    ).toBeInTheDocument();
  });
});
