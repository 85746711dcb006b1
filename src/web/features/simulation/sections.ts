/** SPEC.md section 2: the simulation page's sections, in order; the ids are their anchors. */
export const SECTIONS = [
  { id: 'profile', nav: 'Job profile', heading: 'Job Profile' },
  { id: 'inbox', nav: 'Inbox', heading: 'Email Inbox' },
  { id: 'meetings', nav: 'Calendar', heading: 'Calendar and Meetings' },
  { id: 'files', nav: 'Files', heading: 'Example Files' },
  { id: 'news', nav: 'News', heading: 'News' },
  { id: 'tasks', nav: 'Tasks', heading: 'Tasks' },
  { id: 'fundamentals', nav: 'Fundamentals', heading: 'Fundamentals' },
  { id: 'companies', nav: 'Companies', heading: 'Companies' },
  { id: 'workflows', nav: 'Workflows', heading: 'Workflows' },
  { id: 'questions', nav: 'Questions', heading: 'Quick Questions' },
  { id: 'resume', nav: 'CV screening', heading: 'Screen Your Resume for This Role' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export const SECTION_HEADINGS = Object.fromEntries(
  SECTIONS.map((section) => [section.id, section.heading]),
) as Record<SectionId, string>;
