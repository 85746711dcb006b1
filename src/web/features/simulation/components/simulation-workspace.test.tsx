import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgressKind } from '../../../../shared/domain/progress.ts';
import { QUICK_QUESTIONS, WORKFLOWS } from '../../../../shared/domain/coaching.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import {
  makeCompany,
  makeEmail,
  makeFile,
  makeMeeting,
  makeNews,
  makeProgress,
  makeTask,
  makeWeek,
} from '../../../../../tests/support/simulation.ts';
import { EMPTY_WEEK, type Opened, type WeekContent } from '../week.ts';
import { SimulationWorkspace, type WeekFailure } from './simulation-workspace.tsx';

const week = makeWeek();
const role = {
  ...week.profile,
  responsibilities: Array.from({ length: 7 }, (_, i) => `Responsibility ${i + 1}`),
  dailyTasks: Array.from({ length: 7 }, (_, i) => `Daily task ${i + 1}`),
};

/** The workspace with progress kept in state, as the page keeps it through the API. */
function Workspace({
  content = week,
  loading = false,
  failure,
  initial = makeProgress().opened,
  onOpen = () => {},
}: {
  content?: WeekContent;
  loading?: boolean;
  failure?: WeekFailure;
  initial?: Opened;
  onOpen?: (kind: ProgressKind, id: string) => void;
}) {
  const [opened, setOpened] = useState(initial);
  return (
    <SimulationWorkspace
      role={role}
      week={loading ? undefined : content}
      failure={failure}
      opened={opened}
      onOpen={(kind, id) => {
        onOpen(kind, id);
        setOpened((current) => ({ ...current, [kind]: [...current[kind], id] }));
      }}
      renderTaskAnswer={(task) => <p>Answer panel for {task.id}</p>}
    />
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const items = (name: string) =>
  within(section(name))
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SimulationWorkspace', () => {
  it("shows SPEC.md's sections in order, each reachable from the navigation by its anchor", () => {
    renderWithRouter(<Workspace />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Job Profile',
      'Email Inbox',
      'Calendar and Meetings',
      'Example Files',
      'News',
      'Tasks',
      'Fundamentals',
      'Companies',
      'Workflows',
      'Quick Questions',
      'Screen Your Resume for This Role',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Simulation sections' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(11);
    for (const link of links) {
      const target = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(target), target).toHaveAttribute('aria-labelledby');
    }
    expect(within(nav).getByRole('link', { name: /Inbox/ })).toHaveAttribute('href', '#inbox');
    expect(within(nav).getByRole('link', { name: /Calendar/ })).toHaveAttribute(
      'href',
      '#meetings',
    );
  });

  it('shows at most 5 responsibilities and 5 daily tasks, the skills and the scenario', () => {
    renderWithRouter(<Workspace />);
    const profile = section('Job Profile');
    expect(within(profile).getByText('Responsibility 5')).toBeInTheDocument();
    expect(within(profile).queryByText('Responsibility 6')).not.toBeInTheDocument();
    expect(within(profile).queryByText('Daily task 6')).not.toBeInTheDocument();
    expect(within(profile).getByText('Entry level')).toBeInTheDocument();
    expect(within(profile).getByText('Excel')).toBeInTheDocument();
    expect(within(profile).getByRole('region', { name: 'The week ahead' })).toHaveTextContent(
      'This week brings bids.',
    );
  });

  it('caps every section at its SPEC.md count', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    renderWithRouter(
      <Workspace
        content={{
          ...week,
          emails: many(10).map((i) => makeEmail(i)),
          meetings: many(9).map((i) => makeMeeting(i)),
          files: many(10).map(makeFile),
          news: many(10).map(makeNews),
          tasks: many(10).map(makeTask),
          companies: many(10).map((i) => makeCompany(i)),
        }}
      />,
    );
    expect(items('Email Inbox')).toHaveLength(8);
    expect(items('Calendar and Meetings')).toHaveLength(6);
    expect(items('Example Files')).toHaveLength(8);
    expect(items('News')).toHaveLength(8);
    expect(items('Tasks')).toHaveLength(8);
    expect(items('Fundamentals')).toHaveLength(8);
    expect(items('Companies')).toHaveLength(8);
  });

  it('shows unread e-mails, opens one in full and marks it read', () => {
    const onOpen = vi.fn();
    renderWithRouter(<Workspace onOpen={onOpen} />);
    const inbox = section('Email Inbox');
    // E-mails 1 to 5 are authored unread, 6 to 8 read; the newest comes first.
    expect(within(inbox).getByText('5 unread of 8')).toBeInTheDocument();
    const first = items('Email Inbox')[0]!;
    expect(first).toHaveTextContent('Sender 8');
    expect(first).not.toHaveTextContent('Unread');
    const unreadOne = within(inbox).getByRole('button', { name: /Unread: Sender 5/ });
    expect(unreadOne).toHaveTextContent('Director, Firm 5');
    expect(unreadOne).toHaveTextContent('Subject of e-mail 5');
    expect(unreadOne).toHaveTextContent('Low priority');
    const nav = screen.getByRole('navigation', { name: 'Simulation sections' });
    expect(within(nav).getByRole('link', { name: /Inbox/ })).toHaveTextContent('5 unread');

    fireEvent.click(unreadOne);
    expect(onOpen).toHaveBeenCalledWith('email', 'email-5');
    const pane = within(inbox).getByRole('article', { name: 'Subject of e-mail 5' });
    expect(pane).toHaveTextContent(makeEmail(5).body);
    expect(pane).toHaveTextContent('Sender 5, Director, Firm 5');
    expect(within(inbox).getByText('4 unread of 8')).toBeInTheDocument();
    expect(within(inbox).queryByRole('button', { name: /Unread: Sender 5/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /Inbox/ })).toHaveTextContent('4 unread');
    expect(screen.getByText('E-mails read')).toHaveTextContent('E-mails read 4/8');
  });

  it('keeps e-mails read on another visit (progress from the server)', () => {
    renderWithRouter(
      <Workspace initial={makeProgress({ email: ['email-1', 'email-2'] }).opened} />,
    );
    expect(within(section('Email Inbox')).getByText('3 unread of 8')).toBeInTheDocument();
  });

  it('opening an item it has opened before records nothing new', () => {
    const onOpen = vi.fn();
    renderWithRouter(
      <Workspace onOpen={onOpen} initial={makeProgress({ meeting: ['meeting-1'] }).opened} />,
    );
    fireEvent.click(
      within(section('Calendar and Meetings')).getByRole('button', { name: /Meeting number 1/ }),
    );
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('lists meetings by day in time order and opens one with agenda, attendees and transcript', () => {
    const meetings = [
      makeMeeting(1, { time: '2026-01-13T15:00:00Z', title: 'Tuesday afternoon review' }),
      makeMeeting(2, { time: '2026-01-12T17:00:00Z', title: 'Monday evening bid review' }),
      makeMeeting(3, { time: '2026-01-13T09:00:00Z', title: 'Tuesday morning client call' }),
    ];
    renderWithRouter(<Workspace content={{ ...week, meetings }} />);
    const calendar = section('Calendar and Meetings');
    expect(
      within(calendar)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Monday 12 January', 'Tuesday 13 January']);
    expect(items('Calendar and Meetings').map((b) => b.textContent)).toEqual([
      expect.stringContaining('Monday evening bid review'),
      expect.stringContaining('Tuesday morning client call'),
      expect.stringContaining('Tuesday afternoon review'),
    ]);
    expect(items('Calendar and Meetings')[1]).toHaveTextContent('09:00–09:45');
    expect(items('Calendar and Meetings')[1]).toHaveTextContent('Client');

    fireEvent.click(items('Calendar and Meetings')[0]!);
    const pane = within(calendar).getByRole('article', { name: 'Monday evening bid review' });
    expect(pane).toHaveTextContent('Agenda of meeting 2');
    expect(pane).toHaveTextContent('Attendee 2 (Partner)');
    expect(pane).toHaveTextContent('Room 2');
    expect(pane).toHaveTextContent('(45 min)');
    expect(
      within(pane)
        .getAllByRole('listitem')
        .filter((li) => /Transcript line/.test(li.textContent ?? '')),
    ).toHaveLength(8);
  });

  it('opens a file with its description and deliverables', () => {
    renderWithRouter(<Workspace />);
    const files = section('Example Files');
    const first = items('Example Files')[0]!;
    expect(first).toHaveTextContent('Spreadsheet · 420 KB');
    expect(first).toHaveTextContent('Intermediate');
    expect(first).toHaveTextContent('2 hours');
    fireEvent.click(first);
    const pane = within(files).getByRole('article', { name: 'File_1.xlsx' });
    expect(pane).toHaveTextContent('Description of file 1');
    expect(within(pane).getByText('Deliverable B of file 1')).toBeInTheDocument();
  });

  it('marks news as simulated and says why it matters', () => {
    renderWithRouter(<Workspace />);
    const news = section('News');
    expect(within(news).getAllByText('Simulated')).toHaveLength(8);
    const story = within(news).getByRole('button', { name: /Headline of story number 3/ });
    expect(story).toHaveTextContent('High impact');
    expect(story).toHaveTextContent('Category 3');
    fireEvent.click(story);
    const pane = within(news).getByRole('article', { name: 'Headline of story number 3' });
    expect(pane).toHaveTextContent('Summary of story 3');
    expect(pane).toHaveTextContent('Why story 3 matters to this role.');
    expect(pane).toHaveTextContent('It is not a real report.');
  });

  it('opens a task with its description and brief, with room for an answer panel', () => {
    renderWithRouter(<Workspace />);
    const tasks = section('Tasks');
    const task = within(tasks).getByRole('button', { name: /Task number 2/ });
    expect(task).toHaveTextContent('Not started');
    expect(task).toHaveTextContent('Due Mon 12 Jan, 12:00');
    fireEvent.click(task);
    const pane = within(tasks).getByRole('article', { name: 'Task number 2' });
    expect(pane).toHaveTextContent('Description of task 2');
    expect(pane).toHaveTextContent('Brief of task 2');
    expect(pane).toHaveTextContent('Answer panel for task-2');
  });

  it("links a related term to the role's own fundamental", () => {
    const onOpen = vi.fn();
    renderWithRouter(<Workspace onOpen={onOpen} />);
    const fundamentals = section('Fundamentals');
    fireEvent.click(within(fundamentals).getByRole('button', { name: /UK Takeover Code/ }));
    const pane = within(fundamentals).getByRole('article', { name: 'UK Takeover Code' });
    // "Offer period" is not a fundamental of this role; "Put up or shut up" is.
    expect(within(pane).queryByRole('button', { name: /Offer period/ })).toBeNull();
    fireEvent.click(within(pane).getByRole('button', { name: /Put up or shut up/ }));
    expect(
      within(fundamentals).getByRole('article', { name: 'Put up or shut up (PUSU) deadline' }),
    ).toBeInTheDocument();
    expect(onOpen).toHaveBeenLastCalledWith('fundamental', 'put-up-or-shut-up-pusu-deadline');
  });

  it('shows an S&P 500 company with its dated price, present entity and assets under management', () => {
    const jpm = {
      ...week.companies[0]!,
      name: 'JPMorgan Chase',
      foundedYear: 1799,
      currentEntityFormed: 2000,
      sharePrice: '$351.58 (as of Aug 2026)',
      assetsUnderManagement: 'approx. $4.0trn (FY2024)',
      asOf: 'FY2024; share price Aug 2026',
    };
    renderWithRouter(
      <Workspace content={{ ...week, companies: [jpm, ...week.companies.slice(1)] }} />,
    );
    const companies = section('Companies');
    fireEvent.click(within(companies).getByRole('button', { name: /JPMorgan Chase/ }));
    const pane = within(companies).getByRole('article', { name: 'JPMorgan Chase' });
    expect(pane).toHaveTextContent('Founded1799 (current company formed 2000)');
    expect(pane).toHaveTextContent('Share price$351.58 (as of Aug 2026)');
    expect(pane).toHaveTextContent('Assets under managementapprox. $4.0trn (FY2024)');
    expect(pane).toHaveTextContent('Figures as of FY2024; share price Aug 2026');
  });

  it('shows company facts with their as-of date, source and an approximate marker', () => {
    renderWithRouter(<Workspace />);
    const companies = section('Companies');
    fireEvent.click(within(companies).getByRole('button', { name: /Company 1 plc/ }));
    const pane = within(companies).getByRole('article', { name: 'Company 1 plc' });
    expect(pane).toHaveTextContent('Figures as of FY2025');
    expect(pane).toHaveTextContent('Approximate');
    expect(pane).toHaveTextContent('Source: Company 1 annual report FY2025');
    expect(pane).toHaveTextContent('Founded1991');
    // A company outside the S&P 500 data shows where it is listed, not an undated price.
    expect(pane).toHaveTextContent('ListingLSE: C1');
    expect(pane).not.toHaveTextContent('Share price');
    fireEvent.click(within(companies).getByRole('button', { name: /Company 2 plc/ }));
    expect(within(companies).getByRole('article', { name: 'Company 2 plc' })).not.toHaveTextContent(
      'Approximate',
    );
  });

  it('opens items with Enter, closes them with Escape and puts focus back on the item', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Workspace />);
    const inbox = section('Email Inbox');
    const item = within(inbox).getByRole('button', { name: /Sender 3/ });
    item.focus();
    await user.keyboard('{Enter}');
    expect(item).toHaveAttribute('aria-expanded', 'true');
    const heading = within(inbox).getByRole('heading', { level: 3, name: 'Subject of e-mail 3' });
    expect(heading).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(inbox).queryByRole('article')).toBeNull();
    expect(item).toHaveFocus();
    expect(item).toHaveAttribute('aria-expanded', 'false');

    // The phone's way back does the same.
    await user.click(item);
    await user.click(within(inbox).getByRole('button', { name: 'Back to inbox' }));
    expect(item).toHaveFocus();
  });

  it('shows the coaching workflows, questions and CV screening, disabled with a reason', () => {
    renderWithRouter(<Workspace />);
    const workflows = within(section('Workflows')).getAllByRole('button');
    expect(workflows.map((b) => b.textContent)).toEqual(
      WORKFLOWS.map((w) => expect.stringContaining(w.title)),
    );
    for (const [index, button] of workflows.entries()) {
      expect(button).toBeDisabled();
      expect(button).toHaveTextContent(WORKFLOWS[index]!.description);
      expect(button).toHaveAccessibleDescription(/^Not available yet: coaching workflows/);
    }
    const questions = within(section('Quick Questions')).getAllByRole('button');
    expect(questions.map((b) => b.textContent)).toEqual([...QUICK_QUESTIONS]);
    for (const button of questions) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/^Not available yet/);
    }
    const resume = section('Screen Your Resume for This Role');
    expect(within(resume).getByText('PDF, Word, or Text files up to 5MB')).toBeInTheDocument();
    const choose = within(resume).getByRole('button', { name: 'Choose File' });
    expect(choose).toBeDisabled();
    expect(choose).toHaveAccessibleDescription(
      'Not available yet: CV screening for this role opens once its week has loaded.',
    );
  });

  it('shows the CV screening the page gives it in the last section', () => {
    renderWithRouter(
      <SimulationWorkspace
        role={role}
        week={week}
        opened={makeProgress().opened}
        onOpen={() => {}}
        resume={<p>The screening for this role</p>}
      />,
    );
    const resume = section('Screen Your Resume for This Role');
    expect(within(resume).getByText('The screening for this role')).toBeInTheDocument();
    expect(within(resume).queryByText(/Not available yet/)).toBeNull();
  });

  it('starts workflow cards at 600 ms + 100 ms each and questions at 600 ms + 80 ms each', () => {
    renderWithRouter(<Workspace />);
    const cards = within(section('Workflows')).getAllByRole('listitem');
    expect(cards.map((card) => card.style.animationDelay)).toEqual([
      '600ms',
      '700ms',
      '800ms',
      '900ms',
      '1000ms',
      '1100ms',
    ]);
    const questions = within(section('Quick Questions')).getAllByRole('listitem');
    expect(questions.map((q) => q.style.animationDelay)).toEqual([
      '600ms',
      '680ms',
      '760ms',
      '840ms',
      '920ms',
      '1000ms',
    ]);
  });

  it('has no entrance animations under prefers-reduced-motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    renderWithRouter(<Workspace />);
    for (const card of within(section('Workflows')).getAllByRole('listitem')) {
      expect(card.style.animationDelay).toBe('');
      expect(card.className).not.toMatch(/animate/);
    }
    const inbox = section('Email Inbox');
    expect(inbox).toHaveAttribute('data-shown');
    expect(inbox.className).not.toMatch(/opacity-0/);
    // Only the section navigation watches the sections; none waits to fade in.
    expect(observed.filter((element) => element === inbox)).toHaveLength(1);
  });

  it('shows the minimal fallback with a message and a Retry when the week failed', () => {
    const onRetry = vi.fn();
    renderWithRouter(<Workspace content={EMPTY_WEEK} failure={{ onRetry, retrying: false }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This week could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    // The role's profile from the catalogue stays; e-mails, meetings and tasks are empty.
    expect(within(section('Job Profile')).getByText('Responsibility 1')).toBeInTheDocument();
    expect(within(section('Email Inbox')).getByText('No e-mails to show.')).toBeInTheDocument();
    expect(
      within(section('Calendar and Meetings')).getByText('No meetings this week.'),
    ).toBeInTheDocument();
    expect(within(section('Tasks')).getByText('No tasks to show.')).toBeInTheDocument();
    expect(within(section('Job Profile')).queryByText('Your scenario')).toBeNull();
  });

  it('keeps the room of every list while the week loads', () => {
    renderWithRouter(<Workspace loading />);
    const inbox = within(section('Email Inbox')).getByRole('list', { name: 'E-mails' });
    expect(inbox).toHaveAttribute('aria-busy', 'true');
    expect(within(inbox).getAllByRole('listitem')).toHaveLength(8);
    expect(within(section('Calendar and Meetings')).getAllByRole('listitem')).toHaveLength(6);
  });
});

describe('sections fading in on scroll', () => {
  it('shows a section below the screen when it scrolls into view, and one on screen at once', () => {
    const watchers: Array<{ callback: IntersectionObserverCallback; elements: Element[] }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        elements: Element[] = [];
        constructor(readonly callback: IntersectionObserverCallback) {
          watchers.push(this);
        }
        observe(element: Element) {
          this.elements.push(element);
        }
        disconnect() {}
      },
    );
    renderWithRouter(<Workspace />);
    const profile = section('Job Profile');
    const news = section('News');
    const report = (element: Element, isIntersecting: boolean) => {
      const watcher = watchers.find((w) => w.elements.length === 1 && w.elements[0] === element)!;
      act(() =>
        watcher.callback(
          [{ isIntersecting, target: element } as unknown as IntersectionObserverEntry],
          watcher as unknown as IntersectionObserver,
        ),
      );
    };
    // Everything but the profile starts below the screen.
    report(profile, true);
    report(news, false);
    expect(profile).toHaveAttribute('data-shown');
    expect(profile).not.toHaveAttribute('data-waiting');
    expect(news).not.toHaveAttribute('data-shown');
    expect(news).toHaveAttribute('data-waiting');
    expect(news.className).toMatch(/data-waiting:opacity-0/);

    report(news, true);
    expect(news).toHaveAttribute('data-shown');
    expect(news).not.toHaveAttribute('data-waiting');
  });
});
