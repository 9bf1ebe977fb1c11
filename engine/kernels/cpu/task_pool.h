/* A pool of helper threads that never makes the caller wait for a helper that is not running.
 *
 * pool_run(fn, arg, tasks, threads) calls fn(arg, t) for every t in [0, tasks): the
 * calling thread and up to threads - 1 helpers claim tasks one at a time from a shared
 * counter. The caller works from the start and, once every task is claimed, waits only
 * for tasks a helper has claimed and not finished. An OpenMP loop instead ends at a
 * barrier that waits for every thread: on a machine busy with other processes a helper
 * the OS has not scheduled yet holds the caller for a whole time slice (4 ms), more than
 * decoding a large tensor takes.
 *
 * The claim word packs generation | task count | next task, so a helper that wakes late
 * can never claim a task of a later job: its compare-and-swap fails on the generation.
 * A claimed task's job cannot finish before the task does, so fn and arg stay valid.
 */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <unistd.h>

typedef void (*task_fn)(void *arg, int64_t task);

#define POOL_HELPERS 63                       /* at most 64 threads with the caller */
#define TASK_BITS 20
#define POOL_TASKS_MAX ((1 << TASK_BITS) - 1)  /* tasks in one job */
#define GEN_MASK 0xFFFFFFu                     /* 24 bits of generation */

static struct {
    pthread_mutex_t run;       /* one job at a time (callers from several threads) */
    pthread_mutex_t lock;      /* guards gen, wanted and helpers for sleeping helpers */
    pthread_cond_t wake;
    uint64_t gen;              /* generation of the last job */
    int wanted;                /* helpers the current job uses */
    int helpers;               /* helpers started */
    pid_t pid;                 /* process that started them (a fork child has none) */
    task_fn fn;
    void *arg;
    _Atomic uint64_t claim;    /* gen (24 bits) | tasks (20) | next task (20) */
    _Atomic int64_t done;      /* tasks finished by helpers */
} pool = {.run = PTHREAD_MUTEX_INITIALIZER, .lock = PTHREAD_MUTEX_INITIALIZER, .wake = PTHREAD_COND_INITIALIZER};

/* Claim the next task of job `gen`; 0 when that job has none left (or is over). */
static int pool_claim(uint64_t gen, int64_t *task) {
    uint64_t c = atomic_load_explicit(&pool.claim, memory_order_acquire);
    for (;;) {
        const uint64_t total = (c >> TASK_BITS) & POOL_TASKS_MAX, next = c & POOL_TASKS_MAX;
        if ((c >> (2 * TASK_BITS)) != (gen & GEN_MASK) || next >= total) return 0;
        if (atomic_compare_exchange_weak_explicit(&pool.claim, &c, c + 1, memory_order_acq_rel,
                                                  memory_order_acquire)) {
            *task = (int64_t)next;
            return 1;
        }
    }
}

static void *pool_helper(void *index_ptr) {
    const int index = (int)(intptr_t)index_ptr;
    uint64_t seen = 0;
    for (;;) {
        pthread_mutex_lock(&pool.lock);
        while (pool.gen == seen) pthread_cond_wait(&pool.wake, &pool.lock);
        seen = pool.gen;
        const int use = index < pool.wanted;
        pthread_mutex_unlock(&pool.lock);
        int64_t task;
        while (use && pool_claim(seen, &task)) {
            pool.fn(pool.arg, task);
            atomic_fetch_add_explicit(&pool.done, 1, memory_order_release);
        }
    }
    return NULL;
}

/* Start helpers until there are `n` (fewer if the system refuses); under pool.lock. */
static void pool_start_helpers(int n) {
    if (pool.pid != getpid()) {               /* first use, or a forked child: none running */
        pool.pid = getpid();
        pool.helpers = 0;
    }
    while (pool.helpers < n) {
        pthread_t t;
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        const int rc = pthread_create(&t, &attr, pool_helper, (void *)(intptr_t)pool.helpers);
        pthread_attr_destroy(&attr);
        if (rc != 0) break;
        pool.helpers++;
    }
}

/* fn(arg, t) for t in [0, tasks) on the caller and up to threads - 1 helpers.
 * tasks must not exceed POOL_TASKS_MAX. */
static void pool_run(task_fn fn, void *arg, int64_t tasks, int threads) {
    if (threads > POOL_HELPERS + 1) threads = POOL_HELPERS + 1;
    if (threads < 2 || tasks < 2) {
        for (int64_t t = 0; t < tasks; t++) fn(arg, t);
        return;
    }
    pthread_mutex_lock(&pool.run);
    pool.fn = fn;
    pool.arg = arg;
    atomic_store_explicit(&pool.done, 0, memory_order_relaxed);
    pthread_mutex_lock(&pool.lock);
    pool_start_helpers(threads - 1);
    const uint64_t gen = ++pool.gen;
    pool.wanted = threads - 1;
    atomic_store_explicit(&pool.claim, ((gen & GEN_MASK) << (2 * TASK_BITS)) |
                                       ((uint64_t)tasks << TASK_BITS), memory_order_release);
    pthread_cond_broadcast(&pool.wake);
    pthread_mutex_unlock(&pool.lock);
    int64_t task, mine = 0;
    while (pool_claim(gen, &task)) {
        fn(arg, task);
        mine++;
    }
    for (int spins = 0; atomic_load_explicit(&pool.done, memory_order_acquire) + mine < tasks; spins++)
        if (spins > 64) sched_yield();        /* a helper is finishing its last task */
    pthread_mutex_unlock(&pool.run);
}
