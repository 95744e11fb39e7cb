// The goals of the issues the bench checks (13, 19, 20), each printed with its measured figure, its bar and the baseline it started from.
export type Goal = { name: string; figure: string; bar: string; baseline: string; met: boolean };

const goals: Goal[] = [];

/** Records a goal and prints it at once ("ok" or "MISSED"). */
export function goal(name: string, met: boolean, figure: string, bar: string, baseline: string) {
  goals.push({ name, figure, bar, baseline, met });
  console.log(`  [${met ? "ok" : "MISSED"}] ${name}: ${figure} (goal ${bar}; baseline ${baseline})`);
}

/** The goals recorded in this process (a child process sends them to the parent). */
export function recordedGoals(): Goal[] {
  return [...goals];
}

/** Goals a child process recorded and already printed. */
export function addGoals(recorded: Goal[]) {
  goals.push(...recorded);
}

export function printGoals(): boolean {
  console.log("\ngoals:");
  for (const each of goals) {
    console.log(
      `  ${each.met ? "ok    " : "MISSED"} ${each.name}: ${each.figure} | goal ${each.bar} | baseline ${each.baseline}`,
    );
  }
  const missed = goals.filter((each) => !each.met).length;
  console.log(missed === 0 ? "every goal met" : `${missed} of ${goals.length} goals missed`);
  return missed === 0;
}
