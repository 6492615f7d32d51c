// The server's processes (a primary and its workers) as the kernel sees them, and the machine's CPU time,
// from /proc (Linux).
import fs from 'node:fs';

/** The parent of `pid`, or undefined when it is gone (or not readable). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state, ppid, ...
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/** `root` and every process descended from it that is alive now. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const ppid = parentOf(pid);
    if (ppid !== undefined) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  if (parentOf(root) !== undefined) visit(root);
  return tree;
}

/** Resident memory of the processes together, in bytes (VmRSS of each). */
export function residentBytes(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const kib = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      total += Number(kib ?? 0) * 1024;
    } catch {
      // Gone between listing and reading: it holds no memory any more.
    }
  }
  return total;
}

// /proc counts CPU time in USER_HZ ticks, which Linux fixes at 100 a second for user space.
const MS_PER_TICK = 10;

/** CPU time (user + system, all threads) the processes have used so far, in milliseconds. */
export function cpuMilliseconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command name: state, ppid, ... utime and stime are the 12th and 13th fields.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone between listing and reading: its time is no longer counted anywhere.
    }
  }
  return ticks * MS_PER_TICK;
}

/**
 * CPU time of the whole machine so far, every core and every process, in milliseconds: `busy` is the time
 * spent running anything, `total` adds the idle time (waiting for I/O counted as idle). Over an interval,
 * busy ÷ total is how much of the machine was in use.
 */
export function machineCpuMilliseconds(): { busy: number; total: number } {
  // The first line sums the cores: user nice system idle iowait irq softirq steal (guest time is within user).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy: busy * MS_PER_TICK, total: (busy + idle! + iowait!) * MS_PER_TICK };
}

/** SIGKILL to every process of the tree at once; resolves when none is alive. */
export async function killTree(root: number): Promise<number[]> {
  const pids = processTree(root);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  while (pids.some((pid) => parentOf(pid) !== undefined && !isZombie(pid))) await new Promise((resolve) => setTimeout(resolve, 20));
  return pids;
}

/** A killed child stays a zombie until its parent reaps it; it runs no more code. */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}
