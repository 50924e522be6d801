// Every shared library the shell provides is eager (built into the first files the page loads),
// so no async boundary is needed: the app starts as soon as those files have run.
import './firstReads';
import './bootstrap';
