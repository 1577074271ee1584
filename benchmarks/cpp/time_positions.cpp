// Times Pascal Pons's Connect Four solver on positions read from standard input.
//
// Built by benchmarks/versus/pons.py against the headers and Solver.cpp of a checkout of
// https://github.com/PascalPons/connect4. For each line "moves [score]" it prints
// "score nodes wall-nanoseconds cpu-nanoseconds": the solver's table is cleared before each position and the
// clearing is not timed, as in the timing loop of the solver's own benchmark; no opening
// book is loaded.
#include "Solver.hpp"

#include <chrono>
#include <ctime>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>

using namespace GameSolver::Connect4;

static long long cpu_nanoseconds() {
  timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1000000000LL + now.tv_nsec;
}

int main() {
  // The table holds 2^24 entries: too large for the stack.
  std::unique_ptr<Solver> solver(new Solver());
  std::string line;
  for (int number = 1; std::getline(std::cin, line); number++) {
    std::istringstream fields(line);
    std::string moves;
    fields >> moves;
    Position position;
    if (moves.empty() || position.play(moves) != moves.size()) {
      std::cerr << "line " << number << ": not a position: " << line << std::endl;
      return 1;
    }
    solver->reset();
    long long cpu_start = cpu_nanoseconds();
    auto start = std::chrono::steady_clock::now();
    int score = solver->solve(position, false);
    auto stop = std::chrono::steady_clock::now();
    long long cpu_stop = cpu_nanoseconds();
    std::cout << score << " " << solver->getNodeCount() << " "
              << std::chrono::duration_cast<std::chrono::nanoseconds>(stop - start).count()
              << " " << (cpu_stop - cpu_start) << "\n";
  }
  return 0;
}
