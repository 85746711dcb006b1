import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAnalysis } from '../../../../../tests/support/resume.ts';
import type { ScreeningReport } from '../api/analyze-resume.ts';
import { ResumeReport, ScoreBadge } from './resume-report.tsx';

function show(report: ScreeningReport, onReset = vi.fn()) {
  render(
    <ResumeReport
      report={report}
      fileName="priya-cv.pdf"
      jobTitle="Credit Analyst"
      onReset={onReset}
    />,
  );
  return screen.getByRole('article', { name: 'CV report for Credit Analyst' });
}

const panel = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.print;
});

describe('ResumeReport', () => {
  it('shows the score, the level, the summary and what the report is of, and takes focus', () => {
    show(makeAnalysis());
    const overall = panel('Overall Suitability');
    expect(within(overall).getByText('72/100')).toBeInTheDocument();
    expect(within(overall).getByText('Good Match')).toBeInTheDocument();
    expect(overall).toHaveTextContent(
      'Your CV shows most of what a credit analyst does day to day.',
    );
    expect(overall).toHaveTextContent('priya-cv.pdf screened for Credit Analyst on 20 Nov 2026');
    expect(overall).toHaveTextContent("Scored and written by FinSim's built-in screener.");
    expect(screen.getByRole('heading', { name: 'Overall Suitability' })).toHaveFocus();
  });

  it.each([
    [80, 'green', 'bg-emerald-50', 'text-emerald-800'],
    [79, 'yellow', 'bg-amber-50', 'text-amber-900'],
    [60, 'yellow', 'bg-amber-50', 'text-amber-900'],
    [59, 'red', 'bg-red-50', 'text-red-800'],
  ])('colours a score of %i %s', (score, band, background, text) => {
    render(<ScoreBadge score={score} />);
    const badge = screen.getByText(`${score}/100`);
    expect(badge).toHaveAttribute('data-band', band);
    expect(badge).toHaveClass(background, text);
  });

  it.each([
    [85, 'Excellent Match'],
    [65, 'Good Match'],
    [40, 'Developing Match'],
  ])('falls back to the default level and summary for %i', (score, level) => {
    show(
      makeAnalysis({
        fitScore: score,
        overallSuitability: { score, level: '', summary: '' },
        summary: '',
      }),
    );
    const overall = panel('Overall Suitability');
    expect(within(overall).getByText(level)).toBeInTheDocument();
    expect(overall).toHaveTextContent('Analysis complete. See details below.');
  });

  it('shows strengths, gaps and recommendations given as objects', () => {
    show(makeAnalysis());
    const strengths = panel('Your Strengths');
    expect(strengths).toHaveTextContent('Financial statement analysis');
    expect(strengths).toHaveTextContent('You analysed the accounts of real borrowers.');
    expect(
      within(strengths)
        .getByText(/Spread annual accounts/)
        .closest('blockquote'),
    ).not.toBeNull();
    const gaps = panel('Areas for Improvement');
    expect(gaps).toHaveTextContent('Covenant analysis');
    expect(gaps).toHaveTextContent('High priority');
    expect(gaps).toHaveTextContent('Describe a covenant you tested and what it showed.');
    const plan = panel('Action Plan');
    expect(within(plan).getByRole('heading', { name: 'Show your evidence' })).toBeInTheDocument();
    expect(within(plan).getByText('Quantify the loans you reviewed').tagName).toBe('LI');
    expect(panel('Career Development Advice')).toHaveTextContent(
      'Apply for graduate credit schemes at UK lenders this autumn.',
    );
  });

  it('shows strengths, gaps and recommendations given as plain strings', () => {
    show({
      ...makeAnalysis(),
      strengths: ['Clear, quantified achievements'],
      gaps: ['No credit committee experience'],
      recommendations: ['Add a one-line profile at the top'],
    });
    expect(
      within(panel('Your Strengths')).getByText('Clear, quantified achievements').tagName,
    ).toBe('LI');
    const gap = within(panel('Areas for Improvement')).getByText('No credit committee experience');
    expect(gap.closest('li')).toHaveAttribute('data-severity', 'blue');
    expect(
      within(panel('Action Plan')).getByText('Add a one-line profile at the top').tagName,
    ).toBe('LI');
  });

  it('colours a High gap red, a Medium one yellow and any other blue', () => {
    const gap = (area: string, severity: 'High' | 'Medium' | 'Low') => ({
      area,
      severity,
      description: `${area} is thin.`,
      recommendation: `Add ${area}.`,
    });
    show(
      makeAnalysis({
        gaps: [gap('Covenants', 'High'), gap('Research', 'Medium'), gap('Scoring', 'Low')],
      }),
    );
    const item = (area: string) =>
      within(panel('Areas for Improvement')).getByText(area).closest('li')!;
    expect(item('Covenants')).toHaveAttribute('data-severity', 'red');
    expect(item('Covenants')).toHaveClass('border-l-red-600');
    expect(within(item('Covenants')).getByText('High priority')).toHaveClass('text-red-800');
    expect(item('Research')).toHaveAttribute('data-severity', 'yellow');
    expect(within(item('Research')).getByText('Medium priority')).toHaveClass('bg-amber-50');
    expect(item('Scoring')).toHaveAttribute('data-severity', 'blue');
    expect(within(item('Scoring')).getByText('Low priority')).toHaveClass('text-blue-800');
  });

  it('shows the skills found with the CV line and where, and the missing ones must-have first', () => {
    show(makeAnalysis());
    const skills = panel('Skills for this role');
    const found = within(skills).getByText('Found in your CV').closest('div')!;
    const statements = within(found).getByText('Financial statement analysis').closest('li')!;
    expect(statements).toHaveTextContent('Must-have');
    expect(statements).toHaveTextContent('Shown in your work');
    expect(statements).toHaveTextContent('“Spread annual accounts for 40 SME borrowers”');
    const excel = within(found).getByText('Microsoft Excel').closest('li')!;
    expect(excel).toHaveTextContent('Nice-to-have');
    expect(excel).toHaveTextContent('Only listed in skills');
    const missing = within(skills).getByText('Not found in your CV').closest('div')!;
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Covenant analysisMust-have', 'Industry researchNice-to-have']);
  });

  it('shows how the score was made, part by part', () => {
    show(makeAnalysis());
    const rows = within(panel('How your score was made')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Must-have skills40 of 602 of 3 shown in your work');
    expect(rows[1]).toHaveTextContent('Nice-to-have skills12.5 of 251 of 2 listed');
  });

  it.each([
    [79, 'Up 7 points since your last screening on 12 Jan 2026'],
    [71, 'Down 1 point since your last screening on 12 Jan 2026'],
    [72, 'Unchanged since your last screening on 12 Jan 2026'],
  ])('compares a score of %i with the last screening', (score, text) => {
    show(
      makeAnalysis({
        fitScore: score,
        overallSuitability: { score, level: 'Good Match', summary: 'Fine.' },
        previous: { fitScore: 72, analysedAt: '2026-01-12T12:00:00.000Z' },
      }),
    );
    expect(panel('Overall Suitability')).toHaveTextContent(text);
  });

  it('says nothing of a last screening when there was none', () => {
    show(makeAnalysis());
    expect(screen.queryByText(/since your last screening/)).toBeNull();
  });

  it('names the model that wrote the advice', () => {
    show(makeAnalysis({ engine: 'gpt-4.1-mini' }));
    expect(panel('Overall Suitability')).toHaveTextContent(
      "Scored by FinSim's built-in screener; advice written by gpt-4.1-mini.",
    );
  });

  it('prints the report alone, and starts again with Upload Different Resume', () => {
    // The browser's print dialog, which happy-dom does not have.
    const print = vi.fn(() => {
      expect(document.documentElement.dataset.print).toBe('cv-report');
    });
    vi.stubGlobal('print', print);
    const onReset = vi.fn();
    show(makeAnalysis(), onReset);
    fireEvent.click(screen.getByRole('button', { name: 'Print report' }));
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.dataset.print).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Different Resume' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
