import { describe, expect, it } from 'vitest';
import { findSkills } from '@/lib/resume/skills';
import { SKILLS } from '@/lib/resume/skills-dictionary';

describe('skills', () => {
  it('has a dictionary of at least 250 skills with no alias claimed twice', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(250);
    const aliases = SKILLS.flatMap((entry) => entry.split('|').map((name) => name.replace(/^=/, '').toLowerCase()));
    expect(aliases.filter((alias, i) => aliases.indexOf(alias) !== i)).toEqual([]);
  });

  it('maps aliases to one canonical name, once each', () => {
    expect(findSkills('ReactJS, React.js, react js and React; NodeJS, node.js; Golang; k8s; Postgres; MS Excel')).toEqual([
      'React',
      'Node.js',
      'Go',
      'Kubernetes',
      'PostgreSQL',
      'Microsoft Excel',
    ]);
  });

  it('tells C, C++, C#, .NET and ASP.NET apart', () => {
    expect(findSkills('C, C++, C#, .NET, ASP.NET, Objective-C')).toEqual(['C', 'C++', 'C#', '.NET', 'ASP.NET', 'Objective-C']);
    expect(findSkills('C/C++')).toEqual(['C', 'C++']);
  });

  it('matches whole words and phrases only', () => {
    expect(findSkills('JavaScript developer')).toEqual(['JavaScript']);
    expect(findSkills('Javanese, Rustic, Scalable, Gopher, Reactive')).toEqual([]);
    expect(findSkills('React Native apps')).toEqual(['React Native']);
    expect(findSkills('Machine-Learning and Python-based tools.')).toEqual(['Machine Learning', 'Python']);
  });

  it('takes everyday words only when written as the skill', () => {
    expect(findSkills('I go to R&D meetings, excel at rest and swift delivery; go-to-market plans')).toEqual([]);
    expect(findSkills('Go, R, Excel, Swift, REST')).toEqual(['Go', 'R', 'Microsoft Excel', 'Swift', 'REST APIs']);
  });

  it('covers sales, finance, HR and operations', () => {
    const text = 'Lead Generation, Tally ERP 9, GST, Talent Acquisition, Payroll, Supply Chain, Six Sigma, Compensation & Benefits';
    expect(findSkills(text)).toEqual([
      'Lead Generation', 'Tally', 'GST', 'Talent Acquisition', 'Payroll', 'Supply Chain Management', 'Six Sigma', 'Compensation and Benefits',
    ]);
  });

  it('is fast on a long resume', () => {
    const text = 'Built services in Java and Python for the payments team. '.repeat(300);
    const start = performance.now();
    expect(findSkills(text)).toEqual(['Java', 'Python']);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
