/* db_tool.c - see db_tool.h. */
#include "db_tool.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int db_tool_run(const char *const argv[], const char *const env[], char *why, size_t n)
{
    why[0] = '\0';
    int p[2];
    if (pipe(p) != 0) {
        snprintf(why, n, "%s", strerror(errno));
        return -1;
    }
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(why, n, "%s", strerror(errno));
        close(p[0]);
        close(p[1]);
        return -1;
    }
    if (pid == 0) {
        int nul = open("/dev/null", O_RDONLY);
        if (nul >= 0)
            dup2(nul, 0);
        dup2(p[1], 2);
        close(p[0]);
        close(p[1]);
        for (size_t i = 0; env && env[i] && env[i + 1]; i += 2)
            setenv(env[i], env[i + 1], 1);
        signal(SIGPIPE, SIG_DFL);
        execvp(argv[0], (char *const *)argv);
        dprintf(2, "cannot run %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    close(p[1]);
    char buf[4096];
    size_t len = 0;
    ssize_t r;
    for (;;) {
        r = read(p[0], len < sizeof buf - 1 ? buf + len : buf + sizeof buf - 1,
                 len < sizeof buf - 1 ? sizeof buf - 1 - len : 1);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        if (len < sizeof buf - 1)
            len += (size_t)r;
    }
    close(p[0]);
    buf[len] = '\0';
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    char *nl = strchr(buf, '\n');
    if (nl)
        *nl = '\0';
    snprintf(why, n, "%s", buf);
    if (!WIFEXITED(st))
        return -1;
    return WEXITSTATUS(st);
}
